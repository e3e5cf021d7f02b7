import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BookingForm } from '@/components/directory/booking-form';
import { OfferBadge } from '@/components/directory/offer-badge';
import { OpeningHours } from '@/components/directory/opening-hours';
import { PartnerDetails, PartnerMap } from '@/components/directory/partner-details';
import { PreviewBanner } from '@/components/directory/preview-banner';
import { ReviewForm } from '@/components/directory/review-form';
import { ReviewsList } from '@/components/directory/reviews-list';
import { JsonLd } from '@/components/ui/json-ld';
import { ServerImage } from '@/components/ui/server-image';
import { partnerJsonLd } from '@/lib/directory/json-ld';
import { isCategorySlug } from '@/lib/directory/partners';
import { getPartner, getTaxonomy, isStaffPreview } from '@/lib/directory/queries';
import { Link } from '@/lib/i18n/navigation';
import { LCP_IMAGE } from '@/lib/media/lcp-image';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { localizedUrl, pageMetadata, siteUrl } from '@/lib/seo/metadata';

// Rendered on first request, then served from the route cache until directory data changes: its reads are tagged
// with this partner, its category and the directory's categories and towns (lib/directory/queries.ts), so a write
// to another partner leaves it cached. What depends on the moment (open now, today's date) is computed in the
// browser. No partner is known at build time (no database). In draft mode with a live staff session it is
// rendered per request and shows drafts (docs/decisions/12-staff-run-directory.md §6).
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/[categoryId]/[id]'>;

/** Only the seven category slugs and positive partner numbers exist; everything else is not found. */
async function loadPartner(params: Props['params']) {
  const { categoryId, id } = await params;
  if (!isCategorySlug(categoryId) || !/^[1-9]\d{0,8}$/.test(id)) return null;
  return getPartner(categoryId, Number(id));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, partner] = await Promise.all([metadataLocale(params), loadPartner(params)]);
  if (!partner || partner.redirectUrl) return {};
  const t = await getTranslations({ locale, namespace: 'Partner' });
  return pageMetadata({
    locale,
    path: `/${partner.categorySlug}/${partner.number}`,
    title: partner.name,
    description: t('detailDescription', { name: partner.name, offer: partner.offer.lines[locale].join(', ') }),
    image: partner.image ?? undefined,
  });
}

/**
 * Partner detail (docs/spec.md §2 /{category}/{id}; docs/decisions/03-partner-directory.md §5). Hidden partners are not found; a partner with
 * redirectUrl sends the guest to its external booking page.
 */
export default async function PartnerPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const partner = await loadPartner(params);
  if (!partner) notFound();
  if (partner.redirectUrl) redirect(partner.redirectUrl);
  const [t, tForms, tCardInfo, directory, preview] = await Promise.all([
    getTranslations('Partner'),
    getTranslations('DirectoryForms'),
    getTranslations('CardInfo'),
    getTaxonomy(),
    isStaffPreview(),
  ]);
  const category = directory.categories.find((candidate) => candidate.slug === partner.categorySlug);
  const offer = partner.offer.lines[locale];
  const url = localizedUrl(`/${partner.categorySlug}/${partner.number}`, locale);

  return (
    <article className="space-y-10">
      {preview && <PreviewBanner path={`/${partner.categorySlug}/${partner.number}`} />}
      <JsonLd
        data={partnerJsonLd(
          partner,
          locale,
          url,
          partner.photos.map((photo) => `${siteUrl()}${photo.src}`),
        )}
      />
      <Link href={`/${partner.categorySlug}`} className="text-brand-700 underline">
        ← {t('back', { category: category?.title[locale] ?? '' })}
      </Link>
      <header className="flex items-center gap-4">
        {partner.logo && (
          <ServerImage
            src={partner.logo}
            alt={t('logoAlt', { name: partner.name })}
            width={72}
            height={72}
            className="rounded-full"
          />
        )}
        <h1 className="text-3xl font-bold">{partner.name}</h1>
      </header>
      <ul className="grid gap-3 sm:grid-cols-2">
        {partner.photos.map((photo, index) => (
          <li key={photo.src} className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
            <ServerImage
              src={photo.src}
              alt={photo.alt[locale] || t('imageAlt', { index: index + 1, name: partner.name })}
              fill
              {...(index === 0 ? LCP_IMAGE : {})}
              sizes="(min-width: 72rem) 35rem, (min-width: 40rem) 50vw, calc(100vw - 2rem)"
              className="object-cover"
            />
          </li>
        ))}
      </ul>
      <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-8">
          <p className="whitespace-pre-line text-lg text-slate-800">{partner.description[locale]}</p>
          <section
            aria-labelledby="special-offer"
            data-insights-view="offer-view"
            data-insights-id={partner.id}
            className="space-y-2 rounded-lg border-2 border-accent-600 bg-orange-50 p-4"
          >
            <h2 id="special-offer" className="flex items-center gap-2 text-xl font-semibold">
              {t('specialOffer')} <OfferBadge />
            </h2>
            <ul className="list-disc pl-5">
              {offer.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {partner.cardInfo && <p className="font-medium">{tCardInfo(partner.cardInfo)}</p>}
            <a href="#booking" className="inline-block rounded bg-accent-600 px-4 py-2 font-semibold text-white">
              {t('bookNow')}
            </a>
          </section>
          <PartnerDetails partner={partner} locations={directory.locations} />
          <OpeningHours
            hours={partner.hours}
            seasons={partner.seasons}
            specialDays={partner.specialDays}
            seasonalNote={partner.seasonalNote}
          />
          <PartnerMap partner={partner} />
          <section aria-labelledby="reviews" className="space-y-4">
            <h2 id="reviews" className="text-xl font-semibold">
              {t('reviews')}
            </h2>
            <ReviewsList reviews={partner.reviews} rating={partner.rating} />
            <ReviewForm partnerId={partner.id} />
          </section>
        </div>
        <aside id="booking" className="scroll-mt-24">
          <BookingForm
            partnerId={partner.id}
            partnerName={partner.name}
            prefill={tForms('prefill', { name: partner.name, offer: offer.join('; ') })}
            direct={partner.bookingDirect}
          />
        </aside>
      </div>
    </article>
  );
}
