// docs/membership.md "Booking feeds", through the staff actions as the page posts them (staff member in Portuguese):
// a feed's address must be http or https and its grace period whole hours, "Read now" reads a feed served on
// loopback and says what it did or why it failed in words, removing a feed keeps its cards, and each change is in the
// activity log.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const { addBookingFeedAction, readBookingFeedAction, removeBookingFeedAction, setBookingFeedGraceAction } =
  await import('@/lib/membership/stays/staff-feed-actions');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');
const { icsFeed, startFeedServer } = await import('../../fixtures/feed-server');
const { lisbonToday } = await import('@/lib/time');
const { addDays } = await import('date-fns');

const db = createPrismaClient();
let server: Awaited<ReturnType<typeof startFeedServer>>;
let adminId: number;

beforeAll(async () => {
  server = await startFeedServer();
  const admin = await upsertStaffAccount(db, `feeds-${Date.now().toString(36)}@example.com`, 'correct horse battery');
  adminId = admin.id;
  await db.adminUser.update({ where: { id: admin.id }, data: { role: 'staff' } });
  request.cookies.set(SESSION_COOKIE, await staffSessionToken(admin.id));
});
afterAll(async () => {
  await server.close();
  await db.$disconnect();
});

const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  return data;
};
const activity = (action: string) =>
  db.staffActivity.findMany({ where: { adminId, action }, select: { target: true, detail: true } });
// Days from today in Lisbon: the card's stay is ahead whatever day the test runs.
const day = (days: number) =>
  addDays(new Date(`${lisbonToday()}T00:00:00Z`), days)
    .toISOString()
    .slice(0, 10);

it('refuses an address that is not http or https, and a grace period that is not whole hours from 0 to 720', async () => {
  const before = await db.bookingFeed.count();
  const state = await addBookingFeedAction(
    { status: 'idle' },
    form({ property: 'Villa Sol', url: 'javascript:alert(1)', locale: 'pt', graceHours: '-1' }),
  );
  expect(state).toMatchObject({
    status: 'refused',
    fieldErrors: {
      url: 'Introduza um endereço que comece por http:// ou https://',
      graceHours: 'Indique um número inteiro de horas de 0 a 720.',
    },
    values: { url: 'javascript:alert(1)' },
  });
  expect(await db.bookingFeed.count()).toBe(before);
});

it('adds a feed, reads it now, changes its grace period and removes it, keeping its cards; each change logged', async () => {
  const run = randomUUID().slice(0, 8);
  const email = `feed-action-${run}@example.com`;
  const stay = { uid: `${run}@rentals.example`, name: 'Rita Sousa', email, arrival: day(3), departure: day(6) };
  server.answers.set(`/${run}.ics`, { body: icsFeed([stay]) });
  const property = `Casa ${run}`;

  const added = await addBookingFeedAction(
    { status: 'idle' },
    form({ property, url: `${server.origin}/${run}.ics`, locale: 'fr', graceHours: 24 }),
  );
  expect(added).toMatchObject({ status: 'done' });
  const feed = await db.bookingFeed.findFirstOrThrow({ where: { property } });
  expect(feed).toMatchObject({ locale: 'fr', graceHours: 24, lastReadAt: null });

  const read = await readBookingFeedAction({ status: 'idle' }, form({ id: feed.id }));
  expect(read).toMatchObject({
    status: 'done',
    message: 'Calendário lido: cartões de membro emitidos 1, alterados 0, revogados 0.',
  });
  const card = await db.memberCard.findUniqueOrThrow({ where: { bookingRef: stay.uid } });
  expect(card).toMatchObject({ feedId: feed.id, locale: 'fr', property, email });

  server.answers.set(`/${run}.ics`, { status: 404, body: 'gone', type: 'text/plain' });
  const failed = await readBookingFeedAction({ status: 'idle' }, form({ id: feed.id }));
  expect(failed).toMatchObject({
    status: 'refused',
    error: 'o sistema de reservas respondeu com um erro (HTTP 404).',
  });

  expect(await setBookingFeedGraceAction({ status: 'idle' }, form({ id: feed.id, graceHours: 72 }))).toMatchObject({
    status: 'done',
    message: 'Tolerância guardada.',
  });
  expect((await db.bookingFeed.findUniqueOrThrow({ where: { id: feed.id } })).graceHours).toBe(72);

  expect(await removeBookingFeedAction({ status: 'idle' }, form({ id: feed.id }))).toMatchObject({ status: 'done' });
  expect(await db.bookingFeed.findUnique({ where: { id: feed.id } })).toBeNull();
  expect(await db.memberCard.findUniqueOrThrow({ where: { id: card.id } })).toMatchObject({
    feedId: null,
    revokedAt: null,
  });

  const target = `booking-feed:${feed.id}`;
  expect(await activity('booking-feed.create')).toEqual([{ target, detail: { property } }]);
  expect(await activity('booking-feed.read')).toEqual([
    { target, detail: { property, issued: 1, updated: 0, revoked: 0 } },
  ]);
  expect(await activity('booking-feed.grace')).toEqual([{ target, detail: { property, hours: 72 } }]);
  expect(await activity('booking-feed.delete')).toEqual([{ target, detail: { property } }]);
});
