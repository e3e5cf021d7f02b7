import type { Metadata } from 'next';
import {
  AddClosedDateForm,
  AddPickupPlaceForm,
  HolidayRow,
  PickupPlaceForm,
  RemoveClosedDateButton,
} from '@/components/shop/staff/pickup-settings-forms';
import { getPickupSettings } from '@/lib/shop/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { pickupLocationName } from '@/lib/shop/pickup/pickup';
import { MUNICIPALITIES } from '@/lib/shop/pickup/pickup-holidays';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficePickupSettings'))('title') };
}

/**
 * /backoffice/pickup-settings — each pickup place's slots (docs/decisions/13-pickup-order-journey.md §3): address, slot length, orders per slot,
 * minimum notice, weekly hours, closed dates and public holidays (docs/pickup-slots.md). The checkout offers only
 * what these allow, from the next request.
 */
export default async function PickupSettingsPage() {
  const [places, t, tRoot, format] = await Promise.all([
    getPickupSettings(),
    getStaffTranslations('BackofficePickupSettings'),
    getStaffTranslations(),
    getStaffFormatter(),
  ]);
  const dayLabel = (day: string) =>
    format.dateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      {places.map((place) => {
        const name = pickupLocationName(tRoot, place.key);
        return (
          <section
            key={place.id}
            aria-labelledby={`place-${place.id}`}
            className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-5"
          >
            <h2 id={`place-${place.id}`} className="text-lg font-semibold">
              {name}
              {!place.active && <span className="ml-2 text-sm font-normal text-slate-600">{t('inactive')}</span>}
            </h2>
            <PickupPlaceForm place={place} name={name} />
            <div className="flex flex-col gap-3">
              <h3 className="font-medium">{t('closedDates')}</h3>
              {place.closedDates.length === 0 ? (
                <p className="text-sm text-slate-600">{t('noClosedDates')}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {place.closedDates.map((closed) => (
                    <li key={closed.id} className="flex flex-wrap items-center gap-3">
                      <span>
                        {dayLabel(closed.date)}
                        {closed.note && <span className="text-slate-600"> · {closed.note}</span>}
                      </span>
                      <RemoveClosedDateButton id={closed.id} label={dayLabel(closed.date)} />
                    </li>
                  ))}
                </ul>
              )}
              <AddClosedDateForm placeId={place.id} name={name} />
            </div>
            <div className="flex flex-col gap-3">
              <h3 className="font-medium">{t('holidays')}</h3>
              <p className="text-sm text-slate-600">{t('holidaysHint')}</p>
              <ul className="flex flex-col gap-2">
                {place.holidays.map((holiday) => (
                  // A new key once opened or closed again: the row's form starts afresh.
                  <HolidayRow
                    key={`${holiday.date}-${holiday.openedBy}`}
                    placeId={place.id}
                    name={name}
                    holiday={holiday}
                    label={dayLabel(holiday.date)}
                  />
                ))}
              </ul>
            </div>
          </section>
        );
      })}
      <AddPickupPlaceForm municipalities={MUNICIPALITIES} />
    </div>
  );
}
