import { useLocale, useTranslations } from 'next-intl';
import type { LocationView, PartnerDetail } from '@/lib/directory/partners';
import type { Locale } from '@/lib/i18n/routing';
import { mapLink } from '@/lib/maps';

const external = { target: '_blank', rel: 'noopener noreferrer', className: 'text-brand-700 underline' } as const;

/** The details block of a partner page: address, phone, e-mail, towns, cuisine, price range, social links, menu. */
export function PartnerDetails({ partner, locations }: { partner: PartnerDetail; locations: LocationView[] }) {
  const t = useTranslations('Partner');
  const locale = useLocale() as Locale;
  const towns = locations
    .filter((location) => partner.locationIds.includes(location.id))
    .map((location) => location.name);
  const links = [
    ['website', partner.social.website],
    ['Facebook', partner.social.facebook],
    ['Instagram', partner.social.instagram],
  ].filter(([, href]) => href);
  return (
    <section aria-labelledby="partner-details" className="space-y-3">
      <h2 id="partner-details" className="text-xl font-semibold">
        {t('details')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium">{t('address')}</dt>
        <dd>{partner.address}</dd>
        {partner.phone && (
          <>
            <dt className="font-medium">{t('phone')}</dt>
            <dd>
              <a href={`tel:${partner.phone.replace(/\s/g, '')}`} className="text-brand-700 underline">
                {partner.phone}
              </a>
            </dd>
          </>
        )}
        {partner.email && (
          <>
            <dt className="font-medium">{t('email')}</dt>
            <dd>
              <a href={`mailto:${partner.email}`} className="text-brand-700 underline">
                {partner.email}
              </a>
            </dd>
          </>
        )}
        {towns.length > 0 && (
          <>
            <dt className="font-medium">{t('locations')}</dt>
            <dd>{towns.join(', ')}</dd>
          </>
        )}
        {partner.restaurantType && (
          <>
            <dt className="font-medium">{t('cuisine')}</dt>
            <dd>{partner.restaurantType[locale]}</dd>
          </>
        )}
        {partner.priceRange && (
          <>
            <dt className="font-medium">{t('priceRange')}</dt>
            <dd>
              <span aria-hidden="true">{'€'.repeat(partner.priceRange)} </span>
              {t('priceLevel', { level: String(partner.priceRange) })}
            </dd>
          </>
        )}
        {partner.menuUrl && (
          <>
            <dt className="font-medium">{t('menu')}</dt>
            <dd>
              <a href={partner.menuUrl} {...external}>
                {t('menu')}
              </a>
            </dd>
          </>
        )}
      </dl>
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-4 text-sm">
          {links.map(([label, href]) => (
            <li key={label}>
              <a href={href} {...external}>
                {label === 'website' ? t('website') : label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The location map: the partner's embedded map behind "Show the map" (a `<details>`, no script), loaded only when the
 * guest opens it (docs/decisions/03-partner-directory.md §5), and beside it a link that opens the place in Google Maps
 * (the app on a phone): at its coordinates when staff set them, else its name and address. A lazy iframe alone was
 * still loaded on a phone's first screen (Chrome loads lazy frames well before they scroll near on a slow link), and
 * its document delayed the page's photo (docs/performance.md, "Photo pages at their limit").
 */
export function PartnerMap({ partner }: { partner: PartnerDetail }) {
  const t = useTranslations('Partner');
  if (!partner.mapsUrl) return null;
  const query = partner.geo
    ? `${partner.geo.latitude},${partner.geo.longitude}`
    : `${partner.name}, ${partner.address}`;
  return (
    <section aria-labelledby="partner-map" className="space-y-3">
      <h2 id="partner-map" className="text-xl font-semibold">
        {t('map')}
      </h2>
      <details className="group space-y-3">
        <summary className="inline-block cursor-pointer rounded border border-brand-700 px-4 py-2 font-medium text-brand-700">
          <span className="group-open:hidden">{t('showMap')}</span>
          <span className="hidden group-open:inline">{t('hideMap')}</span>
        </summary>
        <iframe
          src={partner.mapsUrl}
          title={t('mapTitle', { name: partner.name })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-72 w-full rounded-lg border border-slate-200 bg-slate-100"
        />
      </details>
      <a href={mapLink(query)} {...external}>
        {t('openMap')}
      </a>
    </section>
  );
}
