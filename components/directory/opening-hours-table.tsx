'use client';

import {
  lisbonClock,
  lisbonDate,
  openState,
  seasonOn,
  type OpeningHours,
  type OpenState,
  type Season,
  type Weekday,
} from '@/lib/directory/hours';
import { useMinuteClock } from '@/lib/ui/use-minute-clock';

type Row = { day: Weekday; label: string; hours: string };

/**
 * The weekday table with today's row marked and the open-now badge (docs/decisions/03-partner-directory.md §5, Lisbon time). Which week it shows
 * (the weekly hours, or the season that applies today with its words: docs/decisions/12-staff-run-directory.md §2), today's row and the badge
 * depend on the moment the guest looks, not when the page was cached, so they are computed in the browser and kept
 * current every minute; before hydration the badge keeps its place (no layout shift), no row is marked and the
 * weekly hours show (the seasons are listed in words below the table).
 */
export function OpeningHoursTable({
  hours,
  seasons,
  rows,
  seasonViews,
  labels,
}: {
  hours: OpeningHours;
  seasons: Season[];
  rows: Row[];
  /** Per season, in the same order: its words and its week's rows. */
  seasonViews: { words: string; rows: Row[] }[];
  labels: Record<OpenState | 'today' | 'weekly' | 'now', string>;
}) {
  const now = useMinuteClock();
  const today = now ? lisbonClock(now).day : null;
  const state = now ? openState(hours, now, seasons) : null;
  const season = now ? seasonOn(seasons, lisbonDate(now)) : null;
  const view = season ? seasonViews[seasons.indexOf(season)] : null;
  return (
    <>
      <p
        data-testid="open-state"
        className={`inline-block min-h-7 rounded px-2 py-1 text-sm font-semibold ${state === 'open' ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'}`}
      >
        {state ? labels[state] : ' '}
      </p>
      {view && (
        <p data-testid="current-season" className="text-sm font-medium">
          {labels.now}: {view.words}
        </p>
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
    </>
  );
}
