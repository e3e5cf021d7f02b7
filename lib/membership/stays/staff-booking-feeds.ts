import type { Db } from '@/lib/db';
import type { BookingFeedInput } from './booking-feed-schema';

/*
 * The booking feeds staff keep (docs/membership.md "Booking feeds"): added, their grace period changed, removed (their
 * cards stay, no longer followed). Reading them is ./booking-feed-read.ts; the staff actions (./staff-feed-actions.ts)
 * check the session and log the activity.
 */

/** A feed as the backoffice lists it: times as instants (null before the first read), counts of the last good read. */
export type BookingFeedRow = {
  id: number;
  property: string;
  url: string;
  locale: string;
  graceHours: number;
  lastReadAt: Date | null;
  lastGoodReadAt: Date | null;
  lastError: string | null;
  readCount: number;
  noEmailCount: number;
  invalidCount: number;
  cards: number;
};

/** Every feed, oldest first, with how many cards it follows. */
export async function listBookingFeeds(db: Db): Promise<BookingFeedRow[]> {
  const feeds = await db.bookingFeed.findMany({
    orderBy: { id: 'asc' },
    omit: { createdAt: true },
    include: { _count: { select: { cards: true } } },
  });
  return feeds.map(({ _count, ...feed }) => ({ ...feed, cards: _count.cards }));
}

/** Adds a feed (read at the next scheduled read, or at once by "Read now"). @returns its id. */
export async function createBookingFeed(db: Db, input: BookingFeedInput): Promise<number> {
  const feed = await db.bookingFeed.create({ data: input });
  return feed.id;
}

/** Sets a feed's grace period, in hours. @returns its property, or null when there is no such feed. */
export async function setBookingFeedGrace(db: Db, id: number, graceHours: number): Promise<string | null> {
  const [feed] = await db.bookingFeed.updateManyAndReturn({
    where: { id },
    data: { graceHours },
    select: { property: true },
  });
  return feed?.property ?? null;
}

/** Removes a feed; its cards stay, followed by no feed (feed_id set null). @returns its property, or null when none. */
export async function deleteBookingFeed(db: Db, id: number): Promise<string | null> {
  const feed = await db.bookingFeed.findUnique({ where: { id }, select: { property: true } });
  if (!feed) return null;
  const { count } = await db.bookingFeed.deleteMany({ where: { id } });
  return count === 1 ? feed.property : null;
}
