import { useLocale, useTranslations } from 'next-intl';
import { formatDay, lisbonClock, openState, weekdays, type OpeningHours as Hours } from '@/lib/directory/hours';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Opening hours table (issue 3 §1, §5): every weekday in the spec's words, today highlighted, the open-now
 * state and the seasonal note. `now` is the request time; days and state are Lisbon time.
 */
export function OpeningHours({ hours, seasonalNote, now }: { hours: Hours; seasonalNote: Record<Locale, string> | null; now: Date }) {
  const t = useTranslations('OpeningHours');
  const tPartner = useTranslations('Partner');
  const locale = useLocale() as Locale;
  const today = lisbonClock(now).day;
  const state = openState(hours, now);
  const words = { closed: t('closed'), appointment: t('appointment'), allDay: t('allDay'), and: t('and') };
  const stateLabel = { open: tPartner('openNow'), closed: tPartner('closedNow'), appointment: tPartner('appointmentNow') }[state];
  return (
    <section aria-labelledby="opening-hours" className="space-y-3">
      <h2 id="opening-hours" className="text-xl font-semibold">{tPartner('openingHours')}</h2>
      <p className={`inline-block rounded px-2 py-1 text-sm font-semibold ${state === 'open' ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'}`}>
        {stateLabel}
      </p>
      <table className="w-full max-w-md text-sm">
        <tbody>
          {weekdays.map((day) => (
            <tr key={day} aria-current={day === today ? 'date' : undefined} className={day === today ? 'bg-brand-50 font-semibold' : ''}>
              <th scope="row" className="py-1 pr-4 text-left font-medium">
                {t(day)}{day === today && <span className="ml-1 text-xs text-brand-700">({tPartner('today')})</span>}
              </th>
              <td className="py-1">{formatDay(hours[day], words)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {seasonalNote && (
        <p className="rounded border-l-4 border-accent-600 bg-orange-50 p-3 text-sm">
          <strong>{t('seasonal')}:</strong> {seasonalNote[locale]}
        </p>
      )}
    </section>
  );
}
