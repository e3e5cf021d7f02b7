import type { Db, Tx } from '@/lib/db';
import { reportUnexpectedError } from '@/lib/report-error';

/*
 * Jobs that must run once a day across every server process (docs/deploy.md, "Daily jobs"). Each process checks
 * every hour; the maintenance_runs row lets exactly one of them run the job per day.
 */

/**
 * Claims today's run of `job` inside `tx`: true for the one transaction that finds the job's last run at least
 * `everyHours` old (or never run) and records `now`; false for every other process, until then. Rolled back with
 * `tx`, so a job that fails is claimed again at the next check.
 */
export async function claimDailyRun(tx: Tx, job: string, now: Date, everyHours = 23): Promise<boolean> {
  const claimed = await tx.$queryRaw<{ job: string }[]>`
    INSERT INTO maintenance_runs (job, last_run_at) VALUES (${job}, ${now})
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at
    WHERE maintenance_runs.last_run_at <= ${now}::timestamptz - make_interval(hours => ${everyHours})
    RETURNING job`;
  return claimed.length === 1;
}

const state = globalThis as unknown as { dailyTimers?: Map<string, NodeJS.Timeout> };

/**
 * Runs `work` a minute after the process starts and then every hour; `work` claims its day with claimDailyRun, so
 * the checks of the other hours and processes find nothing to do. Failures are logged, never thrown.
 */
export function startDailyJob(db: Db, job: string, work: (db: Db) => Promise<unknown>, intervalMs = 60 * 60_000): void {
  state.dailyTimers ??= new Map();
  if (state.dailyTimers.has(job)) return;
  const run = () => void work(db).catch((error: unknown) => reportUnexpectedError(`Daily job ${job} failed`, error));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  state.dailyTimers.set(job, timer);
  setTimeout(run, 60_000).unref();
}
