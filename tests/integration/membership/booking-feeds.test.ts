// docs/membership.md "Booking feeds": a real HTTP server on loopback serves each feed's iCalendar text, changed
// between reads; real PostgreSQL. A new reservation gets a card and its e-mail, changed dates move it and e-mail it
// again, a cancellation revokes it, a reservation gone from the feed is revoked only after the grace period (a
// finished stay is not), a failed read changes nothing, and the scheduled read runs once per 30 minutes across
// callers. Every read passes its own clock (`now`), never today's.
import { randomUUID } from 'node:crypto';
import { addHours, addMinutes } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@/lib/db';
import { readBookingFeed, readBookingFeeds } from '@/lib/membership/stays/booking-feed-read';
import { createBookingFeed } from '@/lib/membership/stays/staff-booking-feeds';
import { storedDay } from '@/lib/time';
import { icsFeed, startFeedServer, unreachableUrl, type Reservation } from '../../fixtures/feed-server';

const db = createPrismaClient();
let server: Awaited<ReturnType<typeof startFeedServer>>;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
  await db.$disconnect();
});

// 10:00 in Lisbon (summer time) on 1 July 2030.
const NOW = new Date('2030-07-01T09:00:00Z');

/** A feed on the server at a path of its own, with `reservations`; returns its id and a setter for its text. */
async function feed(reservations: Reservation[], graceHours = 48) {
  const path = `/${randomUUID()}.ics`;
  const serve = (next: Reservation[]) => server.answers.set(path, { body: icsFeed(next) });
  serve(reservations);
  const id = await createBookingFeed(db, {
    property: 'Villa Sol',
    url: `${server.origin}${path}`,
    locale: 'pt',
    graceHours,
  });
  return { id, path, serve };
}

function guest(stay: Partial<Reservation> = {}): Reservation {
  const id = randomUUID().slice(0, 8);
  return {
    uid: `${id}@rentals.example`,
    email: `feed-${id}@example.com`,
    name: 'Ana Silva',
    arrival: '2030-07-10',
    departure: '2030-07-17',
    guests: 3,
    ...stay,
  };
}

const cardOf = (uid: string) => db.memberCard.findUnique({ where: { bookingRef: uid } });
const emailsTo = (email: string) => db.outboxEmail.count({ where: { to: email, template: 'member-card' } });
const stateOf = async (feedId: number) => {
  const cards = await db.memberCard.findMany({ where: { feedId }, orderBy: { id: 'asc' }, omit: { updatedAt: true } });
  const { lastGoodReadAt, readCount } = await db.bookingFeed.findUniqueOrThrow({ where: { id: feedId } });
  return { cards, lastGoodReadAt, readCount, emails: await db.outboxEmail.count() };
};

describe('a booking feed read', () => {
  it('issues a card for a new reservation and queues its e-mail; blocked dates and reservations without e-mail get none', async () => {
    const ana = guest();
    const described = guest({ name: undefined, summary: 'Jean Dupont', emailInDescription: true, guests: undefined });
    const noEmail = guest({ email: undefined });
    const blocked = guest({ email: undefined, summary: 'Airbnb (Not available)' });
    const { id } = await feed([ana, described, noEmail, blocked]);

    const outcome = await readBookingFeed(db, id, NOW);
    expect(outcome).toMatchObject({ ok: true, issued: [expect.any(String), expect.any(String)], read: 3, noEmail: 1 });
    const card = await cardOf(ana.uid);
    expect(card).toMatchObject({ feedId: id, guestName: 'Ana Silva', email: ana.email, locale: 'pt', partySize: 3 });
    expect(card).toMatchObject({ property: 'Villa Sol', feedSeenAt: NOW, revokedAt: null });
    expect([storedDay(card!.arrival), storedDay(card!.departure)]).toEqual(['2030-07-10', '2030-07-17']);
    expect(await emailsTo(ana.email!)).toBe(1);
    expect(await cardOf(described.uid)).toMatchObject({
      guestName: 'Jean Dupont',
      email: described.email,
      partySize: 1,
    });
    expect(await cardOf(noEmail.uid)).toBeNull();
    expect(await cardOf(blocked.uid)).toBeNull();
    expect(await db.bookingFeed.findUnique({ where: { id } })).toMatchObject({
      lastReadAt: NOW,
      lastGoodReadAt: NOW,
      lastError: null,
      readCount: 3,
      noEmailCount: 1,
    });
  });

  it('moves the card when the dates change and e-mails it again; an unchanged feed sends nothing', async () => {
    const ana = guest();
    const { id, serve } = await feed([ana]);
    await readBookingFeed(db, id, NOW);
    await readBookingFeed(db, id, addMinutes(NOW, 30));
    expect(await emailsTo(ana.email!)).toBe(1);

    serve([{ ...ana, arrival: '2030-07-12', departure: '2030-07-20' }]);
    const outcome = await readBookingFeed(db, id, addMinutes(NOW, 60));
    const card = await cardOf(ana.uid);
    expect(outcome).toMatchObject({ ok: true, issued: [], updated: [{ id: card!.id, departure: '2030-07-20' }] });
    expect([storedDay(card!.arrival), storedDay(card!.departure)]).toEqual(['2030-07-12', '2030-07-20']);
    expect(await db.memberCard.count({ where: { email: ana.email } })).toBe(1);
    expect(await emailsTo(ana.email!)).toBe(2);
  });

  it('revokes the card of a reservation the feed marks STATUS:CANCELLED', async () => {
    const ana = guest();
    const { id, serve } = await feed([ana]);
    await readBookingFeed(db, id, NOW);
    serve([{ ...ana, cancelled: true }]);
    const outcome = await readBookingFeed(db, id, addMinutes(NOW, 30));
    const card = await cardOf(ana.uid);
    expect(card!.revokedAt).toEqual(addMinutes(NOW, 30));
    expect(outcome).toMatchObject({ ok: true, revoked: [card!.id] });
  });
});

describe('a reservation gone from its feed', () => {
  it('is revoked only once the grace period has passed', async () => {
    const ana = guest();
    const stays = guest();
    const { id, serve } = await feed([ana, stays], 48);
    await readBookingFeed(db, id, NOW);
    serve([stays]);

    const early = await readBookingFeed(db, id, addHours(NOW, 47));
    expect(early).toMatchObject({ ok: true, gone: [] });
    expect((await cardOf(ana.uid))!.revokedAt).toBeNull();

    const late = await readBookingFeed(db, id, addHours(NOW, 49));
    const card = await cardOf(ana.uid);
    expect(late).toMatchObject({ ok: true, gone: [card!.id] });
    expect(card!.revokedAt).toEqual(addHours(NOW, 49));
    expect((await cardOf(stays.uid))!.revokedAt).toBeNull();
  });

  it('is not revoked when its stay is over', async () => {
    const finished = guest({ arrival: '2030-06-20', departure: '2030-06-30' });
    const { id, serve } = await feed([finished], 0);
    await readBookingFeed(db, id, NOW);
    serve([]);
    expect(await readBookingFeed(db, id, addHours(NOW, 1))).toMatchObject({ ok: true, gone: [] });
    expect((await cardOf(finished.uid))!.revokedAt).toBeNull();
  });
});

describe('a failed read', () => {
  it.each([
    ['malformed', { body: '<html><body>Sign in</body></html>', type: 'text/html' }, 'malformed'],
    ['an HTTP error', { status: 503, body: 'Service unavailable', type: 'text/plain' }, 'http-503'],
    ['too big', { body: `BEGIN:VCALENDAR\r\n${'X-FILL:0123456789\r\n'.repeat(300_000)}END:VCALENDAR\r\n` }, 'tooBig'],
  ])('(%s) records its error, keeps the last good read and changes no card', async (_case, answer, error) => {
    const ana = guest();
    const { id, path, serve } = await feed([ana], 0);
    await readBookingFeed(db, id, NOW);
    const before = await stateOf(id);
    server.answers.set(path, answer);

    expect(await readBookingFeed(db, id, addHours(NOW, 2))).toEqual({ ok: false, error });
    expect(await stateOf(id)).toEqual(before);
    expect(await db.bookingFeed.findUnique({ where: { id } })).toMatchObject({
      lastReadAt: addHours(NOW, 2),
      lastGoodReadAt: NOW,
      lastError: error,
    });
    serve([ana]);
    expect(await readBookingFeed(db, id, addHours(NOW, 3))).toMatchObject({ ok: true, gone: [] });
    expect((await db.bookingFeed.findUnique({ where: { id } }))!.lastError).toBeNull();
  });

  it('(unreachable) records its error, keeps the last good read and changes no card', async () => {
    const ana = guest();
    const { id } = await feed([ana], 0);
    await readBookingFeed(db, id, NOW);
    const before = await stateOf(id);
    await db.bookingFeed.update({ where: { id }, data: { url: await unreachableUrl() } });

    expect(await readBookingFeed(db, id, addHours(NOW, 2))).toEqual({ ok: false, error: 'unreachable' });
    expect(await stateOf(id)).toEqual(before);
    expect(await db.bookingFeed.findUnique({ where: { id } })).toMatchObject({
      lastGoodReadAt: NOW,
      lastError: 'unreachable',
    });
  });
});

describe('the scheduled read', () => {
  it('reads every feed once per 30 minutes, however many processes ask', async () => {
    const { path } = await feed([guest()]);
    const start = new Date('2030-08-01T09:00:00Z');
    const requests = () => server.requests.get(path) ?? 0;

    const [first, second] = await Promise.all([readBookingFeeds(db, start), readBookingFeeds(db, start)]);
    expect([first, second].filter((run) => run === null)).toHaveLength(1);
    expect(requests()).toBe(1);
    expect(await readBookingFeeds(db, addMinutes(start, 29))).toBeNull();
    expect(requests()).toBe(1);
    expect(await readBookingFeeds(db, addMinutes(start, 30))).not.toBeNull();
    expect(requests()).toBe(2);
  });
});
