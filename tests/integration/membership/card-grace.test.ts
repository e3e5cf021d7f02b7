// docs/membership.md "The card", "Apple Wallet": a card, its Wallet pass included, is good for the stay as booked;
// an operator may keep it open MEMBER_CARD_GRACE_DAYS more days (0 unless set). On a set clock.
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { cardKeys, signCardCredential } from '@/lib/membership/cards/card-signing';
import { checkCardQr } from '@/lib/membership/cards/credential';
import { recordRedemptions } from '@/lib/membership/partners/redemptions';
import { createTestCard, redemptionAt } from '../../fixtures/member-cards';
import { createTestPartner } from '../../fixtures/partners';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());
afterEach(() => vi.unstubAllEnvs());

it('takes a Wallet pass until the end of the departure day, and past it only by MEMBER_CARD_GRACE_DAYS', async () => {
  const partner = await createTestPartner(db, 'card-grace');
  const user = await db.partnerUser.create({ data: { partnerId: partner.id, email: `${partner.slug}@example.com` } });
  const at = { partnerId: partner.id, userId: user.id };
  const card = await createTestCard(db);
  const pass = await signCardCredential(card, 'wallet');
  const lastDay = new Date('2026-08-10T21:00:00Z'); // 22:00 on 10 August in Lisbon
  const dayAfter = new Date('2026-08-11T09:00:00Z');
  expect(await recordRedemptions(db, at, [redemptionAt(pass, lastDay)], lastDay)).toEqual([
    expect.objectContaining({ status: 'stored' }),
  ]);
  expect(await recordRedemptions(db, at, [redemptionAt(pass, dayAfter)], dayAfter)).toEqual([
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
  expect(await recordRedemptions(db, at, [redemptionAt(withGrace, secondDayAfter)], secondDayAfter)).toEqual([
    expect.objectContaining({ status: 'stored' }),
  ]);
  const thirdDayAfter = new Date('2026-08-12T23:00:00Z'); // midnight, 13 August in Lisbon
  expect(await recordRedemptions(db, at, [redemptionAt(withGrace, thirdDayAfter)], thirdDayAfter)).toEqual([
    expect.objectContaining({ status: 'refused', card: 'expired' }),
  ]);
});
