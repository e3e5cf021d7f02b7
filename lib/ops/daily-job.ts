import type { Db, Tx } from '@/lib/db';
import { reportUnexpectedError } from '@/lib/report-error';

/*
 * Jobs that must run once a day (or once every so many minutes) across every server process (docs/deploy.md, "Daily
 * jobs"). Each process checks every hour (or minute); the maintenance_runs row lets exactly one of them run the job
 * per day (or period).
 */

/**
 * Claims today's run of `job` inside `tx`: true for the one transaction that finds the job's last run at least
 * `everyHours` old (or never run) and records `now`; false for every other process, until then. Rolled back with
 * `tx`, so a job that fails is claimed again at the next check.
 */
export function claimDailyRun(tx: Tx, job: string, now: Date, everyHours = 23): Promise<boolean> {
  return claimRun(tx, job, now, everyHours * 60);
}

/**
 * claimDailyRun for jobs that run more than once a day (the booking feeds, every 30 minutes: docs/membership.md
 * "Booking feeds"): true for the one transaction that finds the job's last run at least `everyMinutes` before `now`.
 */
export async function claimRun(tx: Tx, job: string, now: Date, everyMinutes: number): Promise<boolean> {
  const claimed = await tx.$queryRaw<{ job: string }[]>`
    INSERT INTO maintenance_runs (job, last_run_at) VALUES (${job}, ${now})
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at
    WHERE maintenance_runs.last_run_at <= ${now}::timestamptz - make_interval(mins => ${everyMinutes})
    RETURNING job`;
  return claimed.length === 1;
}

const state = globalThis as unknown as { periodicJobs?: Set<string> };

/**
 * Runs `work` after `firstAfterMs` and then every `everyMs` in this process, once per `name` however often it is
 * started; the timers do not keep the process alive. Failures are logged, never thrown.
 */
export function startPeriodicJob(
  name: string,
  work: () => Promise<unknown>,
  { everyMs, firstAfterMs }: { everyMs: number; firstAfterMs: number },
): void {
  state.periodicJobs ??= new Set();
  if (state.periodicJobs.has(name)) return;
  state.periodicJobs.add(name);
  const run = () => void work().catch((error: unknown) => reportUnexpectedError(`Periodic job ${name} failed`, error));
  setInterval(run, everyMs).unref();
  setTimeout(run, firstAfterMs).unref();
}

/**
 * Runs `work` a minute after the process starts and then every hour (startPeriodicJob); `work` claims its day with
 * claimDailyRun, so the checks of the other hours and processes find nothing to do.
 */
export function startDailyJob(db: Db, job: string, work: (db: Db) => Promise<unknown>, intervalMs = 60 * 60_000): void {
  startPeriodicJob(job, () => work(db), { everyMs: intervalMs, firstAfterMs: 60_000 });
}
