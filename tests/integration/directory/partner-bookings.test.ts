import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrismaClient } from '@/lib/db';
import { bookingIdOfToken, readBookingStatus } from '@/lib/directory/booking-status';
import { escalateUnansweredBookings, submitBookingRequest } from '@/lib/directory/bookings';
import { answerBooking, listPartnerBookings } from '@/lib/directory/partner-booking-answers';
import { lisbonToday } from '@/lib/time';
import { createTestPartner } from '../../fixtures/partners';

// docs/membership.md "Booking requests to the partner": a partner that takes requests directly gets each by e-mail
// in its users' languages, answers once in its area; the guest gets the answer in the guest's language with a signed
// status link; a request without an answer past the partner's deadline goes to staff once.
vi.stubEnv('SITE_URL', 'https://rewards.example');
const db = createPrismaClient();
afterAll(() => db.$disconnect());

let direct: { id: number };
let company: { id: number };
let manager: { userId: number; partnerId: number; email: string };
let counter: typeof manager;
let stranger: typeof manager;

const booking = (partnerId: number, overrides: Record<string, unknown> = {}) => ({
  partnerId,
  name: 'Claire Martin',
  email: `claire-${randomUUID().slice(0, 8)}@example.com`,
  phone: '+33 6 12 34 56 78',
  preferredDate: lisbonToday(),
  partySize: 4,
  message: 'Une table en terrasse ?',
  locale: 'fr',
  ...overrides,
});
const submit = async (partnerId: number) => {
  const result = await submitBookingRequest(db, booking(partnerId), `test-${randomUUID()}`);
  if (!result.ok || result.data.id === null) throw new Error(`refused: ${JSON.stringify(result)}`);
  return db.bookingRequest.findUniqueOrThrow({ where: { id: result.data.id } });
};
const emailsTo = (to: string) => db.outboxEmail.findMany({ where: { to }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  direct = await createTestPartner(db, 'direct', { bookingDirect: true, bookingAnswerHours: 2 });
  company = await createTestPartner(db, 'company');
  const other = await createTestPartner(db, 'stranger', { bookingDirect: true });
  const user = async (partnerId: number, role: string, locale: string, disabled = false) => {
    const row = await db.partnerUser.create({
      data: { partnerId, email: `${role}-${randomUUID().slice(0, 8)}@example.com`, role, locale, disabled },
    });
    return { userId: row.id, partnerId, email: row.email };
  };
  manager = await user(direct.id, 'manager', 'pt');
  counter = await user(direct.id, 'counter', 'en');
  await user(direct.id, 'counter', 'pt', true);
  stranger = await user(other.id, 'manager', 'pt');
});

describe('a direct request', () => {
  it('goes to each enabled partner user in their language and to the guest with a signed status link; not to the team', async () => {
    const request = await submit(direct.id);
    expect(request).toMatchObject({ direct: true, answeredAt: null });
    expect(request.answerDeadline!.getTime() - request.createdAt.getTime()).toBeGreaterThanOrEqual(
      2 * 3_600_000 - 1000,
    );
    const [toManager] = await emailsTo(manager.email);
    expect(toManager).toMatchObject({ template: 'booking-partner-request', locale: 'pt' });
    expect(toManager.subject).toBe('Novo pedido de reserva de Claire Martin');
    expect(toManager.html).toContain('https://rewards.example/pt/partner/bookings');
    expect((await emailsTo(counter.email))[0]).toMatchObject({
      locale: 'en',
      subject: 'New booking request from Claire Martin',
    });
    const [receipt] = await emailsTo(request.email);
    expect(receipt).toMatchObject({ template: 'booking-guest-sent', locale: 'fr' });
    const link = /https:\/\/rewards\.example\/fr\/booking\/([^"<\s]+)/.exec(receipt.html!)![1];
    expect(bookingIdOfToken(link)).toBe(request.id);
    expect(bookingIdOfToken(`${request.id}~${'A'.repeat(43)}`)).toBeNull();
    expect(bookingIdOfToken(link.replace(/^\d+/, String(request.id + 1)))).toBeNull();
    expect(
      await db.outboxEmail.count({ where: { template: 'booking-request-notification', replyTo: request.email } }),
    ).toBe(0);
  });

  it('to a partner without an enabled user goes through the company (nobody could answer it)', async () => {
    const lonely = await createTestPartner(db, 'lonely', { bookingDirect: true });
    const request = await submit(lonely.id);
    expect(request).toMatchObject({ direct: false, answerDeadline: null });
    expect(
      await db.outboxEmail.count({ where: { template: 'booking-request-notification', replyTo: request.email } }),
    ).toBe(1);
  });

  it('through the company goes to the team as before', async () => {
    const request = await submit(company.id);
    expect(request).toMatchObject({ direct: false, answerDeadline: null });
    expect(
      await db.outboxEmail.count({ where: { template: 'booking-request-notification', replyTo: request.email } }),
    ).toBe(1);
    expect(await emailsTo(request.email)).toEqual([]);
  });
});

describe('the answer', () => {
  it('is given once, by a user of that partner only, and reaches the guest in French', async () => {
    const request = await submit(direct.id);
    const proposal = { kind: 'proposed' as const, note: 'Terrasse pleine à 20h.', date: '2030-07-14', time: '21:30' };
    expect(await answerBooking(db, stranger, request.id, proposal)).toBe('not-found');
    expect(await answerBooking(db, { ...stranger, partnerId: direct.id }, request.id, proposal)).toBe('forbidden');
    expect(await listPartnerBookings(db, { ...stranger, partnerId: direct.id })).toBeNull();
    expect(await answerBooking(db, counter, request.id, proposal)).toBe('done');
    expect(await answerBooking(db, manager, request.id, { kind: 'declined', note: '' })).toBe('not-found');
    const answer = (await emailsTo(request.email)).at(-1)!;
    expect(answer).toMatchObject({
      template: 'booking-guest-answer',
      locale: 'fr',
      subject: expect.stringContaining('propose un autre horaire'),
    });
    expect(answer.html).toContain('21:30');
    expect(await readBookingStatus(db, request.id)).toMatchObject({
      state: 'proposed',
      note: 'Terrasse pleine à 20h.',
      proposedDate: '2030-07-14',
      proposedTime: '21:30',
    });
    // Answered, it is handled for the team's inbox.
    expect(await db.bookingRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: 'handled',
    });
    expect((await listPartnerBookings(db, manager))!.find((row) => row.id === request.id)).toMatchObject({
      state: 'proposed',
    });
    expect(await db.staffActivity.count({ where: { partnerUserId: counter.userId, action: 'booking.answer' } })).toBe(
      1,
    );
  });

  it('missing past the deadline sends the request to staff once, and the partner may still answer', async () => {
    const request = await submit(direct.id);
    const late = new Date(request.answerDeadline!.getTime() + 1000);
    // Before any deadline of this file's requests (all made within minutes, each with 2 hours): nothing goes.
    expect(await escalateUnansweredBookings(db, request.createdAt)).toBe(0);
    const [first, second] = await Promise.all([
      escalateUnansweredBookings(db, late),
      escalateUnansweredBookings(db, late),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await escalateUnansweredBookings(db, late)).toBe(0);
    const notices = await db.outboxEmail.findMany({
      where: { template: 'booking-request-notification', replyTo: request.email },
    });
    expect(notices).toHaveLength(1);
    expect(notices[0].html).toMatch(/No answer from the partner within|Sem resposta do parceiro há/);
    expect(await readBookingStatus(db, request.id)).toMatchObject({ state: 'withStaff' });
    expect(await answerBooking(db, manager, request.id, { kind: 'accepted', note: '' })).toBe('done');
    expect(await readBookingStatus(db, request.id)).toMatchObject({ state: 'accepted' });
  });
});
