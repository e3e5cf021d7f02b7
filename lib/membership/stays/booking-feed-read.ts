import pLimit from 'p-limit';
import type { Db } from '@/lib/db';
import { calendarDay } from '@/lib/i18n/format';
import { claimRun } from '@/lib/ops/daily-job';
import { reportUnexpectedError } from '@/lib/report-error';
import { lisbonToday } from '@/lib/time';
import { feedStays } from './booking-feed-events';
import { applyStays, type SyncOutcome } from './stay-sync';

/*
 * Reading a booking feed (docs/membership.md "Booking feeds"): fetch its iCalendar text, apply its reservations to
 * the cards through applyStays (issue, update and e-mail again, revoke when cancelled), mark the cards it still lists
 * and revoke those gone from it for longer than its grace period. A failed read changes no card.
 */

/** How often the feeds are read, in minutes, once across every server process. */
export const FEED_READ_MINUTES = 30;
/** How long a feed's server has to answer and send its text, in milliseconds. */
export const FEED_TIMEOUT_MS = 10_000;
/** The largest feed read, in bytes. */
export const MAX_FEED_BYTES = 5_000_000;

const JOB = 'membership:booking-feeds';

/**
 * Why a read failed, as stored in booking_feeds.last_error and worded by the backoffice: `unreachable` (no answer:
 * name, connection or TLS), `timeout` (no whole answer within FEED_TIMEOUT_MS), `http-<status>` (an answer other than
 * 2xx), `tooBig` (past MAX_FEED_BYTES), `malformed` (not an iCalendar calendar), `failed` (applying it failed).
 */
export type FeedError = 'unreachable' | 'timeout' | `http-${number}` | 'tooBig' | 'malformed' | 'failed';

/** A stored error code as its `BackofficeFeeds.errors` message key and the HTTP status it names (else ''). */
export function feedErrorWords(error: string): { key: string; status: string } {
  const status = /^http-(\d{3})$/.exec(error)?.[1];
  if (status) return { key: 'http', status };
  return { key: ['unreachable', 'timeout', 'tooBig', 'malformed'].includes(error) ? error : 'failed', status: '' };
}

/** What a read did: the feed's property, the cards issued, updated and revoked (cancelled or gone), or why it failed. */
export type FeedReadOutcome =
  | ({ ok: true; property: string; gone: string[]; read: number; noEmail: number; invalid: number } & Omit<
      SyncOutcome,
      'unchanged'
    >)
  | { ok: false; error: FeedError };

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** Fetches a feed's text: at most MAX_FEED_BYTES, all of it within FEED_TIMEOUT_MS. */
async function fetchFeed(url: string): Promise<{ body: string } | { error: FeedError }> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
      headers: { Accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1' },
      cache: 'no-store',
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { error: `http-${response.status}` };
    }
    if (Number(response.headers.get('content-length')) > MAX_FEED_BYTES) {
      await response.body?.cancel();
      return { error: 'tooBig' };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      size += chunk.value.byteLength;
      if (size > MAX_FEED_BYTES) {
        await reader?.cancel();
        return { error: 'tooBig' };
      }
      chunks.push(chunk.value);
    }
    return { body: Buffer.concat(chunks).toString('utf8') };
  } catch (error) {
    return { error: isTimeout(error) ? 'timeout' : 'unreachable' };
  }
}

/**
 * Reads one feed now and records the read (last read, last good read, error code, counts). After a good read, in one
 * transaction (one read of a feed at a time): its reservations through applyStays; every card it lists takes the
 * feed and `now` as last seen; its cards not seen for more than its grace period, not revoked and whose departure is
 * today or later (Lisbon) are revoked (a finished stay leaving the feed is not). A failed read keeps the last good
 * read and changes no card.
 * @returns what it did, or null when there is no such feed.
 */
export async function readBookingFeed(db: Db, id: number, now: Date = new Date()): Promise<FeedReadOutcome | null> {
  const feed = await db.bookingFeed.findUnique({ where: { id } });
  if (!feed) return null;
  const fetched = await fetchFeed(feed.url);
  const parsed = 'body' in fetched ? feedStays(fetched.body, feed) : null;
  const failed = (error: FeedError) =>
    db.bookingFeed
      .updateMany({ where: { id }, data: { lastReadAt: now, lastError: error } })
      .then(() => ({ ok: false, error }) as const);
  if ('error' in fetched) return failed(fetched.error);
  if (!parsed) return failed('malformed');
  try {
    return await db.$transaction(
      async (tx) => {
        // A staff read and the scheduled one of the same feed wait for each other here.
        const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM booking_feeds WHERE id = ${id} FOR UPDATE`;
        if (locked.length === 0) return null;
        const { issued, updated, revoked } = await applyStays(tx, parsed.stays, now);
        if (parsed.uids.length)
          await tx.memberCard.updateMany({
            where: { kind: 'stay', bookingRef: { in: parsed.uids } },
            data: { feedId: id, feedSeenAt: now },
          });
        const gone = await tx.memberCard.updateManyAndReturn({
          where: {
            feedId: id,
            revokedAt: null,
            feedSeenAt: { lt: new Date(now.getTime() - feed.graceHours * 3_600_000) },
            departure: { gte: calendarDay(lisbonToday(now)) },
          },
          data: { revokedAt: now },
          select: { id: true },
        });
        const counts = { read: parsed.uids.length, noEmail: parsed.noEmail, invalid: parsed.invalid };
        await tx.bookingFeed.update({
          where: { id },
          data: {
            lastReadAt: now,
            lastGoodReadAt: now,
            lastError: null,
            readCount: counts.read,
            noEmailCount: counts.noEmail,
            invalidCount: counts.invalid,
          },
        });
        const goneIds = gone.map((card) => card.id);
        return { ok: true as const, property: feed.property, issued, updated, revoked, gone: goneIds, ...counts };
      },
      { timeout: 120_000, maxWait: 10_000 },
    );
  } catch (error) {
    reportUnexpectedError(`Booking feed ${id} could not be applied`, error);
    return failed('failed');
  }
}

/**
 * The scheduled read of every feed (four at a time), at most once per FEED_READ_MINUTES across all processes
 * (claimRun on `now`). @returns each feed's outcome, or null when another process or call already took this period.
 */
export async function readBookingFeeds(db: Db, now: Date = new Date()): Promise<(FeedReadOutcome | null)[] | null> {
  if (!(await db.$transaction((tx) => claimRun(tx, JOB, now, FEED_READ_MINUTES)))) return null;
  const feeds = await db.bookingFeed.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  const limit = pLimit(4);
  return Promise.all(feeds.map(({ id }) => limit(() => readBookingFeed(db, id, now))));
}
