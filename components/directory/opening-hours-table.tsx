'use client';

import { hydratesApart } from '@/components/ui/island';
import {
  lisbonClock,
  lisbonDate,
  openState,
  seasonOn,
  type OpeningHours,
  type OpenState,
  type Season,
  type SpecialDay,
  type Weekday,
} from '@/lib/opening-hours/hours';
import { useMinuteClock } from '@/lib/ui/use-minute-clock';

type Row = { day: Weekday; label: string; hours: string };

/**
 * The weekday table with today's row marked and the open-now badge (docs/decisions/03-partner-directory.md §5, Lisbon time). Which week it shows
 * (the weekly hours, or the season that applies today with its words: docs/decisions/12-staff-run-directory.md §2), today's row and the badge
 * depend on the moment the guest looks, not when the page was cached, so they are computed in the browser and kept
 * current every minute; before hydration the badge keeps its place (no layout shift), no row is marked and the
 * weekly hours show (the seasons are listed in words below the table).
 */
export const OpeningHoursTable = hydratesApart(function OpeningHoursTable({
  hours,
  seasons,
  specialDays,
  specialViews,
  rows,
  seasonViews,
  labels,
}: {
  hours: OpeningHours;
  seasons: Season[];
  specialDays: SpecialDay[];
  /**
   * The special days from the page's day on, each in words ("Wednesday 24 December: Closed") and as today's line
   * ("Special hours today: Closed"); the list below the table drops the days gone by on the guest's clock (the page is
   * cached).
   */
  specialViews: { date: string; today: string; words: string }[];
  rows: Row[];
  /** Per season, in the same order: its line while it applies ("Now: …"), its words and its week's rows. */
  seasonViews: { now: string; words: string; rows: Row[] }[];
  labels: Record<OpenState | 'today' | 'weekly' | 'specialDays', string>;
}) {
  const now = useMinuteClock();
  const today = now ? lisbonClock(now).day : null;
  const date = now ? lisbonDate(now) : null;
  const state = now ? openState(hours, now, seasons, specialDays) : null;
  const season = date ? seasonOn(seasons, date) : null;
  const view = season ? seasonViews[seasons.indexOf(season)] : null;
  const special = specialViews.find((candidate) => candidate.date === date);
  const coming = date ? specialViews.filter((view) => view.date >= date) : specialViews;
  return (
    <>
      <p
        data-testid="open-state"
        className={`inline-block min-h-7 rounded px-2 py-1 text-sm font-semibold ${state === 'open' ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'}`}
      >
        {state ? labels[state] : ' '}
      </p>
      {special ? (
        <p data-testid="special-today" className="text-sm font-medium">
          {special.today}
        </p>
      ) : (
        view && (
          <p data-testid="current-season" className="text-sm font-medium">
            {view.now}
          </p>
        )
      )}
      <table className="w-full max-w-md text-sm">
        <caption className="sr-only">{view ? view.words : labels.weekly}</caption>
        <tbody>
          {(view?.rows ?? rows).map(({ day, label, hours: text }) => (
            <tr
              key={day}
              aria-current={day === today ? 'date' : undefined}
              className={day === today ? 'bg-brand-50 font-semibold' : ''}
            >
              <th scope="row" className="py-1 pr-4 text-left font-medium">
                {label}
                {day === today && <span className="ml-1 text-xs text-brand-700">({labels.today})</span>}
              </th>
              <td className="py-1">{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {coming.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{labels.specialDays}</h3>
          <ul className="list-disc pl-5 text-sm" data-testid="special-days">
            {coming.map((view) => (
              <li key={view.date}>{view.words}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
});
