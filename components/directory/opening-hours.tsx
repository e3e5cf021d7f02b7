import { useLocale, useTranslations } from 'next-intl';
import {
  formatDay,
  lisbonDate,
  weekdays,
  type OpeningHours as Hours,
  type Season,
  type SpecialDay,
} from '@/lib/opening-hours/hours';
import type { Locale } from '@/lib/i18n/routing';
import { OpeningHoursTable } from './opening-hours-table';
import { calendarDay, DAY_IN_WORDS, useLocaleFormatter } from '@/lib/i18n/format';

/**
 * Opening hours (docs/decisions/03-partner-directory.md §1, §5; docs/decisions/12-staff-run-directory.md §2): every weekday in the spec's words, the open-now state, the seasons in
 * words and the seasonal note. Rendered once for the cached page; which week applies (the weekly hours or today's
 * season), today's row and the open-now state follow the guest's clock in Lisbon time (OpeningHoursTable, in the
 * browser).
 */
export function OpeningHours({
  hours,
  seasons,
  specialDays,
  seasonalNote,
}: {
  hours: Hours;
  seasons: Season[];
  specialDays: SpecialDay[];
  seasonalNote: Record<Locale, string> | null;
}) {
  const t = useTranslations('OpeningHours');
  const tPartner = useTranslations('Partner');
  const format = useLocaleFormatter();
  const locale = useLocale() as Locale;
  const words = { closed: t('closed'), appointment: t('appointment'), allDay: t('allDay'), and: t('and') };
  const rowsOf = (week: Hours) => weekdays.map((day) => ({ day, label: t(day), hours: formatDay(week[day], words) }));
  const date = (monthDay: string) =>
    format.dateTime(new Date(`2000-${monthDay}T12:00:00Z`), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  /** "Monday–Friday: 10:00–18:00; Saturday: Closed", or "10:00–19:00 every day". */
  const summary = (week: Hours) => {
    const rows = rowsOf(week);
    if (rows.every((row) => row.hours === rows[0].hours)) return t('everyDay', { hours: rows[0].hours });
    const groups: { first: string; last: string; hours: string }[] = [];
    for (const row of rows) {
      const last = groups.at(-1);
      if (last?.hours === row.hours) last.last = row.label;
      else groups.push({ first: row.label, last: row.label, hours: row.hours });
    }
    return groups
      .map((group) => `${group.first === group.last ? group.first : `${group.first}–${group.last}`}: ${group.hours}`)
      .join('; ');
  };
  const seasonViews = seasons.map((season) => ({
    now: t('now', {
      what:
        season.kind === 'closed'
          ? t('closedForSeason', { to: date(season.to) })
          : t('seasonHours', { from: date(season.from), to: date(season.to), hours: summary(season.hours) }),
    }),
    words:
      season.kind === 'closed'
        ? t('seasonClosed', { from: date(season.from), to: date(season.to) })
        : t('seasonHours', { from: date(season.from), to: date(season.to), hours: summary(season.hours) }),
    rows:
      season.kind === 'closed'
        ? rowsOf(Object.fromEntries(weekdays.map((day) => [day, { kind: 'closed' }])) as Hours)
        : rowsOf(season.hours),
  }));
  // The special days from today on (the page is cached: the browser also checks which one is today).
  const today = lisbonDate(new Date());
  const specialViews = specialDays
    .filter((special) => special.date >= today)
    .map((special) => ({
      date: special.date,
      today: t('specialToday', { hours: formatDay(special.hours, words) }),
      words: t('specialDay', {
        date: format.dateTime(calendarDay(special.date), DAY_IN_WORDS),
        hours: formatDay(special.hours, words),
      }),
    }));
  const labels = {
    open: tPartner('openNow'),
    closed: tPartner('closedNow'),
    appointment: tPartner('appointmentNow'),
    today: tPartner('today'),
    specialDays: t('specialDays'),
    weekly: t('weekly'),
  };
  return (
    <section aria-labelledby="opening-hours" className="space-y-3">
      <h2 id="opening-hours" className="text-xl font-semibold">
        {tPartner('openingHours')}
      </h2>
      <OpeningHoursTable
        hours={hours}
        seasons={seasons}
        specialDays={specialDays}
        specialViews={specialViews}
        rows={rowsOf(hours)}
        seasonViews={seasonViews}
        labels={labels}
      />
      {seasons.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t('seasons')}</h3>
          <ul className="list-disc pl-5 text-sm" data-testid="seasons">
            {seasonViews.map((view) => (
              <li key={view.words}>{view.words}</li>
            ))}
          </ul>
        </div>
      )}
      {seasonalNote && (
        <p className="rounded border-l-4 border-accent-600 bg-orange-50 p-3 text-sm">
          <strong>{t('seasonal')}:</strong> {seasonalNote[locale]}
        </p>
      )}
    </section>
  );
}
