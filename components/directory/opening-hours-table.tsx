'use client';

import { lisbonClock, openState, type OpeningHours, type OpenState, type Weekday } from '@/lib/directory/hours';
import { useMinuteClock } from '@/lib/time/use-minute-clock';

/**
 * The weekday table with today's row marked and the open-now badge (issue 3 §5, Lisbon time). Both depend on
 * the moment the guest looks, not when the page was cached, so they are computed in the browser and kept current
 * every minute; before hydration the badge keeps its place (no layout shift) and no row is marked.
 */
export function OpeningHoursTable({ hours, rows, labels }: {
  hours: OpeningHours;
  rows: { day: Weekday; label: string; hours: string }[];
  labels: Record<OpenState | 'today', string>;
}) {
  const now = useMinuteClock();
  const today = now ? lisbonClock(now).day : null;
  const state = now ? openState(hours, now) : null;
  return (
    <>
      <p
        data-testid="open-state"
        className={`inline-block min-h-7 rounded px-2 py-1 text-sm font-semibold ${state === 'open' ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'}`}
      >
        {state ? labels[state] : ' '}
      </p>
      <table className="w-full max-w-md text-sm">
        <tbody>
          {rows.map(({ day, label, hours: text }) => (
            <tr key={day} aria-current={day === today ? 'date' : undefined} className={day === today ? 'bg-brand-50 font-semibold' : ''}>
              <th scope="row" className="py-1 pr-4 text-left font-medium">
                {label}{day === today && <span className="ml-1 text-xs text-brand-700">({labels.today})</span>}
              </th>
              <td className="py-1">{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
