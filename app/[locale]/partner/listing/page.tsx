import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlackoutDates, ManagedHoursForm, ProposalForm, SpecialDays } from '@/components/membership/listing-editor';
import { Link } from '@/lib/i18n/navigation';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { getManagedPage } from '@/lib/membership/partner-queries';

export async function generateMetadata({ params }: PageProps<'/[locale]/partner/listing'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'PartnerListing' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The partner keeps its page (docs/membership.md "The partner keeps its page"): a manager edits the opening hours,
 * seasons, special days and the offer's blackout dates (public at once) and proposes its texts to staff. A
 * counter-only user is told who can.
 */
export default async function PartnerListingPage({ params }: PageProps<'/[locale]/partner/listing'>) {
  const locale = await resolvePageLocale(params);
  const data = await getManagedPage(locale);
  const t = await getTranslations('PartnerListing');
  const back = (
    <Link href="/partner" className="underline">
      {t('backToCounter')}
    </Link>
  );
  if (!data.manager)
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4">
        <h1 className="text-2xl font-semibold break-words">{t('heading', { partner: data.partnerName })}</h1>
        <p>{t('managerOnly')}</p>
        <p>{back}</p>
      </div>
    );
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold break-words">{t('heading', { partner: data.name })}</h1>
        <p className="text-sm text-slate-600">{t('intro')}</p>
        <p className="flex flex-wrap gap-x-4 text-sm">
          {back}
          <Link href={data.publicPath} className="underline">
            {t('publicPage')}
          </Link>
        </p>
      </div>
      <section aria-labelledby="hours-heading" className="flex flex-col gap-3">
        <h2 id="hours-heading" className="text-xl font-semibold">
          {t('hoursHeading')}
        </h2>
        <ManagedHoursForm locale={locale} hours={data.hours} seasons={data.seasons} />
      </section>
      <section aria-labelledby="special-heading" className="flex flex-col gap-3">
        <h2 id="special-heading" className="text-xl font-semibold">
          {t('specialHeading')}
        </h2>
        <p className="text-sm text-slate-600">{t('specialHint')}</p>
        <SpecialDays locale={locale} days={data.specialDays} />
      </section>
      <section aria-labelledby="blackout-heading" className="flex flex-col gap-3">
        <h2 id="blackout-heading" className="text-xl font-semibold">
          {t('blackoutHeading')}
        </h2>
        <p className="text-sm text-slate-600">{t('blackoutHint')}</p>
        <BlackoutDates locale={locale} dates={data.blackoutDates} />
      </section>
      <section aria-labelledby="texts-heading" className="flex flex-col gap-3">
        <h2 id="texts-heading" className="text-xl font-semibold">
          {t('textsHeading')}
        </h2>
        <p className="text-sm text-slate-600">{t('textsHint')}</p>
        <ProposalForm locale={locale} texts={data.texts} proposal={data.proposal} />
      </section>
    </div>
  );
}
