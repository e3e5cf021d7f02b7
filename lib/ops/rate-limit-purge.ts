import type { Db } from '@/lib/db';
import { startPeriodicJob } from './daily-job';

/**
 * The longest window of any rate limit or sign-in counter, in minutes (the order, e-mail, review, booking and form
 * limits count an hour; sign-in failures 15 minutes): an event older than this counts for nothing.
 */
export const LONGEST_RATE_LIMIT_WINDOW_MINUTES = 60;
/** How often each server process purges old events: every 10 minutes. */
const PURGE_INTERVAL_MS = 10 * 60_000;
const BATCH = 5_000;

/**
 * Deletes rate_limit_events rows older than LONGEST_RATE_LIMIT_WINDOW_MINUTES (docs/deploy.md "Housekeeping"), in
 * batches of 5,000 so no statement holds the table long. Counting also drops a key's old rows, but only when that
 * key comes back; this removes the rest (one-time addresses, e-mails).
 * @returns how many rows were deleted.
 */
export async function purgeRateLimitEvents(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_MINUTES * 60_000);
  let deleted = 0;
  for (;;) {
    const count = await db.$executeRaw`
      DELETE FROM rate_limit_events WHERE id IN (SELECT id FROM rate_limit_events WHERE created_at < ${before} LIMIT ${BATCH})`;
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

/** Purges old rate-limit events now and every 10 minutes in this process (started by lib/ops/start.ts). Never throws. */
export function startRateLimitPurge(db: Db): void {
  startPeriodicJob('rate-limit-purge', () => purgeRateLimitEvents(db), { everyMs: PURGE_INTERVAL_MS, firstAfterMs: 0 });
}
