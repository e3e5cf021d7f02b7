import type { Db } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/runner';
import { reportUnexpectedError } from '@/lib/report-error';
import { runMonthlyReports } from './monthly-report';
import { rollUpOldEvents } from './rollup';

const state = globalThis as unknown as { reportTimer?: NodeJS.Timeout };

/**
 * Runs the monthly partner reports (runMonthlyReports) a minute after the process starts and then every hour
 * (docs/decisions/16-insights.md §4). Every process does this; the (partner, month) row makes sure each report is queued once, so the
 * timer only decides how soon after midnight on the 1st the reports go out. Queued reports are delivered at once.
 * The same timer rolls raw events older than 13 months into daily totals (rollUpOldEvents: under an advisory lock,
 * and nothing to do after the first run of a day), away from any beacon's path.
 */
export function startMonthlyReports(db: Db, intervalMs = 60 * 60_000): void {
  if (state.reportTimer) return;
  const run = () => {
    void runMonthlyReports(db)
      .then((queued) => {
        if (queued > 0) void kickOutbox();
      })
      .catch((error: unknown) => reportUnexpectedError('Monthly partner reports failed', error));
    void rollUpOldEvents(db).catch((error: unknown) => reportUnexpectedError('Insights roll-up failed', error));
  };
  state.reportTimer = setInterval(run, intervalMs);
  state.reportTimer.unref();
  setTimeout(run, 60_000).unref();
}
