import { useLocale, useTranslations } from 'next-intl';
import { formatDay, weekdays, type OpeningHours as Hours } from '@/lib/directory/hours';
import type { Locale } from '@/lib/i18n/routing';
import { OpeningHoursTable } from './opening-hours-table';

/**
 * Opening hours (issue 3 §1, §5): every weekday in the spec's words, the open-now state and the seasonal note.
 * Rendered once for the cached page; today's row and the open-now state follow the guest's clock in Lisbon time
 * (OpeningHoursTable, in the browser).
 */
export function OpeningHours({ hours, seasonalNote }: { hours: Hours; seasonalNote: Record<Locale, string> | null }) {
  const t = useTranslations('OpeningHours');
  const tPartner = useTranslations('Partner');
  const locale = useLocale() as Locale;
  const words = { closed: t('closed'), appointment: t('appointment'), allDay: t('allDay'), and: t('and') };
  const rows = weekdays.map((day) => ({ day, label: t(day), hours: formatDay(hours[day], words) }));
  const labels = { open: tPartner('openNow'), closed: tPartner('closedNow'), appointment: tPartner('appointmentNow'), today: tPartner('today') };
  return (
    <section aria-labelledby="opening-hours" className="space-y-3">
      <h2 id="opening-hours" className="text-xl font-semibold">{tPartner('openingHours')}</h2>
      <OpeningHoursTable hours={hours} rows={rows} labels={labels} />
      {seasonalNote && (
        <p className="rounded border-l-4 border-accent-600 bg-orange-50 p-3 text-sm">
          <strong>{t('seasonal')}:</strong> {seasonalNote[locale]}
        </p>
      )}
    </section>
  );
}
