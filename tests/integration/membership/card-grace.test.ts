// docs/membership.md "The card", "Apple Wallet": a card, its Wallet pass included, is good for the stay as booked;
// an operator may keep it open MEMBER_CARD_GRACE_DAYS more days (0 unless set). On a set clock.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { calendarDay } from '@/lib/i18n/format';
import { cardKeys, signCardCredential } from '@/lib/membership/card-keys';
import { checkCardQr } from '@/lib/membership/credential';
import { recordRedemptions } from '@/lib/membership/redemptions';
import { createTestPartner } from '../../fixtures/partners';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());
afterEach(() => vi.unstubAllEnvs());

const stay = { guestName: 'Ana Silva', partySize: 2, arrival: '2026-08-03', departure: '2026-08-10' };
const entry = (qr: string, at: Date) => ({
  key: randomUUID(),
  qr,
  partySize: 2,
  readAt: at.toISOString(),
  redeemedAt: at.toISOString(),
});

it('takes a Wallet pass until the end of the departure day, and past it only by MEMBER_CARD_GRACE_DAYS', async () => {
  const partner = await createTestPartner(db, 'card-grace');
  const user = await db.partnerUser.create({ data: { partnerId: partner.id, email: `${partner.slug}@example.com` } });
  const at = { partnerId: partner.id, userId: user.id };
  const created = await db.memberCard.create({
    data: {
      ...stay,
      email: 'ana@example.com',
      locale: 'en',
      arrival: calendarDay(stay.arrival),
      departure: calendarDay(stay.departure),
    },
  });
  const card = { ...stay, id: created.id };
  const pass = await signCardCredential(card, 'wallet');
  const lastDay = new Date('2026-08-10T21:00:00Z'); // 22:00 on 10 August in Lisbon
  const dayAfter = new Date('2026-08-11T09:00:00Z');
  expect(await recordRedemptions(db, at, [entry(pass, lastDay)], lastDay)).toEqual([
    expect.objectContaining({ status: 'stored' }),
  ]);
  expect(await recordRedemptions(db, at, [entry(pass, dayAfter)], dayAfter)).toEqual([
    expect.objectContaining({ status: 'refused', card: 'expired' }),
  ]);
  // The counter, offline, says the same from the pass alone.
  const { publicJwk } = await cardKeys();
  expect(await checkCardQr(pass, { publicKey: publicJwk }, dayAfter)).toMatchObject({
    ok: false,
    reason: 'expired',
  });

  vi.stubEnv('MEMBER_CARD_GRACE_DAYS', '2');
  const withGrace = await signCardCredential(card, 'wallet');
  const secondDayAfter = new Date('2026-08-12T21:00:00Z'); // 22:00 on 12 August in Lisbon
  expect(await recordRedemptions(db, at, [entry(withGrace, secondDayAfter)], secondDayAfter)).toEqual([
    expect.objectContaining({ status: 'stored' }),
  ]);
  const thirdDayAfter = new Date('2026-08-12T23:00:00Z'); // midnight, 13 August in Lisbon
  expect(await recordRedemptions(db, at, [entry(withGrace, thirdDayAfter)], thirdDayAfter)).toEqual([
    expect.objectContaining({ status: 'refused', card: 'expired' }),
  ]);
});
