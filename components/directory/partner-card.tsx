import { useLocale, useTranslations } from 'next-intl';
import { calendarDay, useLocaleFormatter } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { LocationView, PartnerSummary } from '@/lib/directory/partners';
import type { StayDays } from '@/lib/directory/stay-plan';
import { OfferBadge } from './offer-badge';
import { ServerImage } from '@/components/ui/server-image';

/**
 * A partner in a listing: image, name, towns, offer lines and badge. Partners with a redirectUrl link straight
 * to their external booking page (docs/spec.md §2), in a new tab. With `stay` (a listing for a stay's dates), the
 * days of the stay it is open and those its member offer applies (docs/membership.md "Open during my stay").
 */
export function PartnerCard({
  partner,
  locations,
  stay,
}: {
  partner: PartnerSummary;
  locations: LocationView[];
  stay?: StayDays;
}) {
  const locale = useLocale() as Locale;
  const t = useTranslations('Directory');
  const format = useLocaleFormatter();
  // Each day a <time> (machine-readable), the list joined as the language writes lists.
  const days = (list: string[]) =>
    format.list(
      list.map((day) => (
        <time key={day} dateTime={day}>
          {format.dateTime(calendarDay(day), { weekday: 'short', day: 'numeric' })}
        </time>
      )),
      { type: 'unit', style: 'short' },
    );
  const towns = locations
    .filter((location) => partner.locationIds.includes(location.id))
    .map((location) => location.name);
  const body = (
    <>
      <div className="relative aspect-[4/3] bg-slate-100">
        {partner.image && (
          <ServerImage
            src={partner.image}
            alt=""
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 100vw"
            className="object-cover"
          />
        )}
        <span className="absolute left-2 top-2">
          <OfferBadge />
        </span>
      </div>
      <div className="space-y-1 p-3">
        <h3 className="font-semibold group-hover:text-brand-700">{partner.name}</h3>
        <p className="text-xs text-slate-600">{towns.length > 0 ? towns.join(' · ') : t('noLocation')}</p>
        <ul className="text-sm text-slate-800">
          {partner.offer.lines[locale].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {stay && (
          <dl className="space-y-0.5 border-t border-slate-100 pt-1 text-sm">
            <div>
              <dt className="inline font-medium">{t('stayOpen')}</dt> <dd className="inline">{days(stay.open)}</dd>
            </div>
            {partner.offer.lines[locale].length > 0 && (
              <div>
                <dt className="inline font-medium">{t('stayOffer')}</dt>{' '}
                <dd className="inline">{stay.offer.length > 0 ? days(stay.offer) : t('stayNoOffer')}</dd>
              </div>
            )}
          </dl>
        )}
        {partner.redirectUrl && <p className="text-sm font-medium text-brand-700">{t('bookOnline')} ↗</p>}
      </div>
    </>
  );
  return (
    <article className="h-full overflow-hidden rounded-lg border border-slate-200 bg-white">
      {partner.redirectUrl ? (
        <a
          href={partner.redirectUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-insights="external-booking-click"
          data-insights-id={partner.id}
          className="group block"
        >
          {body}
          <span className="sr-only">({t('opensInNewTab')})</span>
        </a>
      ) : (
        <Link href={`/${partner.categorySlug}/${partner.number}`} className="group block">
          {body}
        </Link>
      )}
    </article>
  );
}
