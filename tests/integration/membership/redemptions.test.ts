// docs/membership.md "Partners verify and redeem": the server checks each queued redemption again, at the moment it
// was made, and stores it once per key.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { calendarDay } from '@/lib/i18n/format';
import { cardKeys, signCardCredential } from '@/lib/membership/card-keys';
import { cardCode, cardCodeSecret, cardQrText } from '@/lib/membership/credential';
import { recordRedemptions } from '@/lib/membership/redemptions';
import { partnerMonths } from '@/lib/insights/partner-figures';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

let partnerCount = 0;
async function newPartner(offerRules: object = {}) {
  const slug = `redeem-${Date.now().toString(36)}-${(partnerCount += 1)}`;
  const texts = {
    titleEn: 'T',
    titleFr: 'T',
    titlePt: 'T',
    descriptionEn: 'D',
    descriptionFr: 'D',
    descriptionPt: 'D',
  };
  await db.category.create({ data: { slug, position: 99, image: 'x.jpg', ...texts } });
  const partner = await db.partner.create({
    data: {
      categorySlug: slug,
      number: 1,
      name: 'Bistro',
      descriptionEn: 'D',
      descriptionFr: 'D',
      descriptionPt: 'D',
      offerType: 'percentage',
      offerLines: { en: ['10%'], fr: [], pt: [] },
      openingHours: {},
      offerRules,
    },
  });
  const user = await db.partnerUser.create({ data: { partnerId: partner.id, email: `${slug}@example.com` } });
  return { partnerId: partner.id, userId: user.id };
}

async function newCard(arrival: string, departure: string) {
  return db.memberCard.create({
    data: {
      guestName: 'Ana Silva',
      email: 'ana@example.com',
      locale: 'en',
      arrival: calendarDay(arrival),
      departure: calendarDay(departure),
      partySize: 2,
    },
  });
}

async function qrOf(card: { id: string; arrival: Date; departure: Date }, at: Date) {
  const { counterKey } = await cardKeys();
  const credential = await signCardCredential({
    id: card.id,
    guestName: 'Ana Silva',
    partySize: 2,
    arrival: card.arrival.toISOString().slice(0, 10),
    departure: card.departure.toISOString().slice(0, 10),
  });
  return cardQrText(credential, await cardCode(await cardCodeSecret(counterKey, card.id), at));
}

const at = new Date('2026-08-05T10:00:00Z'); // a Wednesday
const redemption = async (card: Awaited<ReturnType<typeof newCard>>, when = at, partySize = 2) => ({
  key: randomUUID(),
  qr: await qrOf(card, when),
  partySize,
  billCents: 3000,
  redeemedAt: when.toISOString(),
});

describe('recording redemptions', () => {
  it('stores a valid one once per key, and refuses what breaks a rule with the rule', async () => {
    const partner = await newPartner({ maxPerCard: { count: 1, per: 'day' } });
    const card = await newCard('2026-08-03', '2026-08-10');
    const first = await redemption(card);
    const second = await redemption(card, new Date(at.getTime() + 60_000));
    expect(await recordRedemptions(db, partner, [first, first, second], at)).toEqual([
      { key: first.key, status: 'stored' },
      { key: first.key, status: 'already' },
      { key: second.key, status: 'refused', rules: [{ rule: 'maxPerCard', values: { count: 1, per: 'day' } }] },
    ]);
    const nextDay = await redemption(card, new Date(at.getTime() + 86_400_000));
    expect(await recordRedemptions(db, partner, [nextDay], new Date(at.getTime() + 86_400_000))).toEqual([
      { key: nextDay.key, status: 'stored' },
    ]);
    expect(await db.redemption.count({ where: { partnerId: partner.partnerId } })).toBe(2);
  });

  it('refuses a revoked card, a code older than a minute at its redemption, a forged one, and a clock far ahead', async () => {
    const partner = await newPartner();
    const card = await newCard('2026-08-03', '2026-08-10');
    const valid = await redemption(card);
    await db.memberCard.update({ where: { id: card.id }, data: { revokedAt: new Date() } });
    const stale = { ...(await redemption(card)), redeemedAt: new Date(at.getTime() + 90_000).toISOString() };
    const forged = {
      ...(await redemption(card)),
      qr: (await redemption(card)).qr.replace(/^[\w-]+/, 'eyJhbGciOiJFZERTQSJ9'),
    };
    const ahead = await redemption(card, new Date(at.getTime() + 10 * 60_000));
    expect(await recordRedemptions(db, partner, [valid, stale, forged, ahead], at)).toEqual([
      { key: valid.key, status: 'refused', card: 'revoked' },
      { key: stale.key, status: 'refused', card: 'stale-code' },
      { key: forged.key, status: 'refused', card: 'forged' },
      { key: ahead.key, status: 'refused', card: 'clock' },
    ]);
    expect(await db.redemption.count({ where: { partnerId: partner.partnerId } })).toBe(0);
  });

  it('refuses a card outside its stay for an offer only during the stay, and one past its last day for any', async () => {
    const partner = await newPartner({ stayOnly: true });
    const card = await newCard('2026-07-20', '2026-08-01');
    const afterStay = await redemption(card); // 5 August: within the week after departure
    expect(await recordRedemptions(db, partner, [afterStay], at)).toEqual([
      { key: afterStay.key, status: 'refused', rules: [{ rule: 'stayOnly' }] },
    ]);
    const old = await newCard('2026-07-01', '2026-07-10');
    const expired = await redemption(old);
    expect(await recordRedemptions(db, await newPartner(), [expired], at)).toEqual([
      { key: expired.key, status: 'refused', card: 'expired' },
    ]);
  });

  it('keeps partners apart: the same key from another partner is its own redemption, counted for that partner', async () => {
    const [one, other] = [await newPartner(), await newPartner()];
    const card = await newCard('2026-08-03', '2026-08-10');
    const shared = await redemption(card);
    await recordRedemptions(db, one, [shared], at);
    expect(await recordRedemptions(db, other, [shared], at)).toEqual([{ key: shared.key, status: 'stored' }]);
    expect(await db.redemption.count({ where: { partnerId: other.partnerId } })).toBe(1);
  });

  it('count in the monthly figures of the partner: redemptions, people and bills before discount, by Lisbon month', async () => {
    const partner = await newPartner();
    const card = await newCard('2026-07-28', '2026-08-10');
    const july = new Date('2026-07-31T23:30:00Z'); // 1 August, 00:30 in Lisbon
    const items = [await redemption(card, july, 3), await redemption(card, at, 2), await redemption(card, at, 4)];
    items[2].billCents = null as never;
    await recordRedemptions(db, partner, [items[0]], july);
    await recordRedemptions(db, partner, items.slice(1), at);
    const [previous, august] = await partnerMonths(db, partner.partnerId, '2026-08', 2);
    expect(previous).toMatchObject({ month: '2026-07', redemptions: 0 });
    expect(august).toMatchObject({ month: '2026-08', redemptions: 3, redeemedPeople: 9, billsEuros: 60 });
  });
});
