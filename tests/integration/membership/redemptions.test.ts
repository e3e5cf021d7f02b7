// docs/membership.md "Partners verify and redeem": the server checks each queued redemption again, at the moment it
// was made, and stores it once per key.
import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { calendarDay } from '@/lib/i18n/format';
import { cardKeys, cardProofKey, signCardCredential } from '@/lib/membership/cards/card-signing';
import { cardCode, cardCodeSecret, cardQrText } from '@/lib/membership/cards/card-code';
import { cardProof } from '@/lib/membership/cards/card-proof';
import { recordRedemptions } from '@/lib/membership/partners/redemptions';
import { deleteExpiredCards } from '@/lib/membership/cards/retention';
import { typedCodeQr } from '@/lib/membership/cards/typed-code';
import { translatorFor } from '@/lib/i18n/translator';
import { cardNumber } from '@/lib/membership/cards/card-number';
import { readLedger } from '@/lib/membership/partners/ledger';
import { ledgerCsv } from '@/lib/membership/partners/ledger-csv';
import { partnerMonths } from '@/lib/insights/partner-figures';
import { insightsOverview } from '@/lib/insights/overview';
import { partnerReportData } from '@/lib/insights/monthly-report';
import { deleteOrHidePartner } from '@/lib/directory/staff-partner-writes';
import { formatterFor } from '@/lib/i18n/format';
import { readRefusedRedemptions } from '@/lib/membership/partners/refused-redemptions';
import { RefusedList } from '@/components/membership/refused-list';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import { createTestPartner } from '../../fixtures/partners';

const messages = { en, fr, pt };

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

let partnerCount = 0;
async function newPartner(offerRules: object = {}) {
  const partner = await createTestPartner(db, `redeem-${(partnerCount += 1)}`, { offerRules });
  const user = await db.partnerUser.create({ data: { partnerId: partner.id, email: `${partner.slug}@example.com` } });
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
  const credential = await signCardCredential({
    id: card.id,
    guestName: 'Ana Silva',
    partySize: 2,
    arrival: card.arrival.toISOString().slice(0, 10),
    departure: card.departure.toISOString().slice(0, 10),
  });
  return cardQrText(credential, await cardProof((await cardProofKey(card.id)).privateJwk, card.id, at));
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
    const departed = await redemption(card); // 5 August: after the departure day, the card's last
    expect(await recordRedemptions(db, partner, [departed], at)).toEqual([
      { key: departed.key, status: 'refused', card: 'expired' },
    ]);
    // Where the operator gives a grace after departure, an offer only during the stay still refuses those days.
    vi.stubEnv('MEMBER_CARD_GRACE_DAYS', '7');
    const afterStay = await redemption(card);
    expect(await recordRedemptions(db, partner, [afterStay], at)).toEqual([
      { key: afterStay.key, status: 'refused', rules: [{ rule: 'stayOnly' }] },
    ]);
    vi.unstubAllEnvs();
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
    const items = [await redemption(card, july, 2), await redemption(card, at, 1), await redemption(card, at, 2)];
    items[2].billCents = null as never;
    await recordRedemptions(db, partner, [items[0]], july);
    await recordRedemptions(db, partner, items.slice(1), at);
    const [previous, august] = await partnerMonths(db, partner.partnerId, '2026-08', 2);
    expect(previous).toMatchObject({ month: '2026-07', redemptions: 0 });
    expect(august).toMatchObject({ month: '2026-08', redemptions: 3, redeemedPeople: 5, billsEuros: 60 });
    // The insights funnel counts them by Lisbon day: 00:30 on 1 August is in August.
    const { cardFunnel } = await insightsOverview(db, { from: '2026-08-01', to: '2026-08-01' });
    expect(cardFunnel.redemptions).toBe(1);
  });
});

describe('retention (docs/membership.md "Privacy")', () => {
  it('deletes cards 13 months after departure, once a day, and keeps their redemptions anonymized', async () => {
    const partner = await newPartner();
    const old = await newCard('2025-06-01', '2025-06-10');
    const recent = await newCard('2025-07-01', '2025-07-20');
    const stored = await db.redemption.create({
      data: {
        idempotencyKey: randomUUID(),
        partnerId: partner.partnerId,
        cardId: old.id,
        partySize: 2,
        redeemedAt: at,
        readAt: at,
      },
    });
    const now = new Date('2026-07-15T03:00:00Z');
    const email = await db.outboxEmail.create({
      data: {
        template: 'member-card',
        to: 'ana@example.com',
        subject: 'x',
        html: 'x',
        text: 'x',
        status: 'sent',
        createdAt: new Date('2025-06-01T10:00:00Z'),
      },
    });
    await db.maintenanceRun.deleteMany({ where: { job: 'membership:retention' } });
    expect(await deleteExpiredCards(db, now)).toBeGreaterThanOrEqual(1);
    expect(await deleteExpiredCards(db, now)).toBeNull();
    expect(await db.memberCard.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await db.outboxEmail.findUnique({ where: { id: email.id } })).toBeNull();
    expect(await db.memberCard.findUnique({ where: { id: recent.id } })).not.toBeNull();
    expect(await db.redemption.findUnique({ where: { id: stored.id } })).toMatchObject({ cardId: null, partySize: 2 });
  });
});

describe('typed codes (docs/membership.md "Partners verify and redeem")', () => {
  it('give the QR text of the card they name when the code is right now, and say why not otherwise', async () => {
    const card = await newCard('2026-08-03', '2026-08-10');
    const { codeKey } = await cardKeys();
    const code = await cardCode(await cardCodeSecret(codeKey, card.id), at);
    const number = cardNumber(card.id);
    expect(number).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    const answer = await typedCodeQr(db, number.toLowerCase(), code, at);
    expect(answer).toEqual({ qr: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]{86}$/) });
    const partner = await newPartner();
    const qr = 'qr' in answer ? answer.qr : '';
    expect(await recordRedemptions(db, partner, [{ ...(await redemption(card)), qr }], at)).toMatchObject([
      { status: 'stored' },
    ]);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // A wrong code reads like an unknown number: guessing tells nothing about the card.
    expect(await typedCodeQr(db, number, wrong, at)).toEqual({ reason: 'wrong-code' });
    expect(await typedCodeQr(db, 'ZZZZ-0000', code, at)).toEqual({ reason: 'wrong-code' });
    // The counter then asks for the current code, without telling a real guest the card is not one.
    const wording = {
      en: /Wrong card number or code\. Ask the guest for the code/,
      fr: /Numéro de carte ou code erroné\. Demandez au client le code/,
      pt: /Número do cartão ou código errado\. Peça ao hóspede o código/,
    };
    for (const locale of ['en', 'fr', 'pt'] as const) {
      const answer = await typedCodeQr(db, number, wrong, at);
      const reason = 'reason' in answer ? answer.reason : 'none';
      const text = translatorFor(locale)(`PartnerCounter.reasons.${reason}` as never);
      expect(text).toMatch(wording[locale]);
    }
    await db.memberCard.update({ where: { id: card.id }, data: { revokedAt: new Date() } });
    expect(await typedCodeQr(db, number, code, at)).toEqual({ reason: 'revoked' });
  });
});

describe('the ledger (docs/membership.md "The ledger")', () => {
  it('lists one partner or every partner, by Lisbon days, with totals, first names only, and as CSV', async () => {
    const [one, other] = [await newPartner(), await newPartner()];
    const card = await newCard('2026-08-03', '2026-08-10');
    const rows = [
      { partner: one, at: new Date('2026-08-05T22:30:00Z'), billCents: 4250 }, // 5 August, 23:30 in Lisbon
      { partner: one, at: new Date('2026-08-05T23:30:00Z'), billCents: null }, // 6 August, 00:30 in Lisbon
      { partner: other, at: new Date('2026-08-05T10:00:00Z'), billCents: 1000 },
    ];
    for (const row of rows)
      await db.redemption.create({
        data: {
          idempotencyKey: randomUUID(),
          partnerId: row.partner.partnerId,
          cardId: card.id,
          partySize: 2,
          billCents: row.billCents,
          redeemedAt: row.at,
          readAt: row.at,
        },
      });
    const mine = await readLedger(db, { partnerId: one.partnerId });
    expect(mine).toMatchObject({ count: 2, people: 4, billCents: 4250 });
    expect(mine.rows.map((row) => row.guest)).toEqual(['Ana', 'Ana']);
    expect(await readLedger(db, { partnerId: one.partnerId, from: '2026-08-05', to: '2026-08-05' })).toMatchObject({
      count: 1,
    });
    const csv = ledgerCsv(mine.rows, 'en');
    expect(csv.text.split('\r\n')).toEqual([
      '\uFEFFWhen,Partner,Guest,People,Bill before discount (€)',
      '2026-08-06 00:30,Bistro,Ana,2,',
      '2026-08-05 23:30,Bistro,Ana,2,42.50',
      '',
    ]);
  });
});

describe('what a counter may not claim', () => {
  it('refuses more people than the card is for, and any redemption while the partner is hidden', async () => {
    const partner = await newPartner();
    const card = await newCard('2026-08-03', '2026-08-10');
    const crowd = await redemption(card, at, 3);
    expect(await recordRedemptions(db, partner, [crowd], at)).toEqual([
      { key: crowd.key, status: 'refused', rules: [{ rule: 'cardPartySize', values: { count: 2 } }] },
    ]);
    await db.partner.update({ where: { id: partner.partnerId }, data: { isVisible: false } });
    const hidden = await redemption(card);
    expect(await recordRedemptions(db, partner, [hidden], at)).toEqual([
      { key: hidden.key, status: 'refused', card: 'no-offer' },
    ]);
  });
});

// docs/membership.md "Partners verify and redeem": a redemption happens when the card is read; Redeem may follow
// within 15 minutes, and the card's code is checked at the read.
describe('a redemption happens when the card is read', () => {
  const later = (ms: number) => new Date(at.getTime() + ms);
  const readThenRedeem = async (card: Awaited<ReturnType<typeof newCard>>, redeemedAfterMs: number) => ({
    ...(await redemption(card, at)),
    readAt: at.toISOString(),
    redeemedAt: later(redeemedAfterMs).toISOString(),
  });

  it('stores one read at t and redeemed a minute later (the bill typed meanwhile), with both moments', async () => {
    const partner = await newPartner();
    const card = await newCard('2026-08-03', '2026-08-10');
    const slow = await readThenRedeem(card, 60_000);
    // Synced three days later: the phone was offline.
    expect(await recordRedemptions(db, partner, [slow], later(3 * 86_400_000))).toEqual([
      { key: slow.key, status: 'stored' },
    ]);
    const row = await db.redemption.findFirstOrThrow({ where: { partnerId: partner.partnerId } });
    expect([row.readAt, row.redeemedAt]).toEqual([at, later(60_000)]);
  });

  it('refuses Redeem more than 15 minutes after the read, and stores the refusal with the attempt', async () => {
    const partner = await newPartner();
    const card = await newCard('2026-08-03', '2026-08-10');
    const tooLate = await readThenRedeem(card, 16 * 60_000);
    const inTime = await readThenRedeem(card, 15 * 60_000);
    expect(await recordRedemptions(db, partner, [tooLate, tooLate], later(16 * 60_000 + 5_000))).toEqual([
      { key: tooLate.key, status: 'refused', card: 'read-window' },
      { key: tooLate.key, status: 'refused', card: 'read-window' },
    ]);
    expect(await db.refusedRedemption.findMany({ where: { partnerId: partner.partnerId } })).toMatchObject([
      {
        idempotencyKey: tooLate.key,
        partnerUserId: partner.userId,
        cardId: card.id,
        reason: 'read-window',
        partySize: 2,
        billCents: 3000,
        readAt: at,
        redeemedAt: later(16 * 60_000),
        refusedAt: later(16 * 60_000 + 5_000),
      },
    ]);
    expect(await recordRedemptions(db, partner, [inTime], later(16 * 60_000))).toEqual([
      { key: inTime.key, status: 'stored' },
    ]);
  });

  it('refuses a read in the future, a read after Redeem, and a read the code was not shown at', async () => {
    const partner = await newPartner();
    const card = await newCard('2026-08-03', '2026-08-10');
    const future = { ...(await readThenRedeem(card, 0)), readAt: later(5 * 60_000).toISOString() };
    const backwards = { ...(await readThenRedeem(card, 0)), readAt: later(60_000).toISOString() };
    // The code of t, claimed read five minutes later to stretch the window: the code does not match that moment.
    const moved = { ...(await readThenRedeem(card, 6 * 60_000)), readAt: later(5 * 60_000).toISOString() };
    expect(await recordRedemptions(db, partner, [future, backwards, moved], later(6 * 60_000))).toEqual([
      { key: future.key, status: 'refused', card: 'clock' },
      { key: backwards.key, status: 'refused', card: 'clock' },
      { key: moved.key, status: 'refused', card: 'stale-code' },
    ]);
    expect(await db.refusedRedemption.count({ where: { partnerId: partner.partnerId } })).toBe(3);
  });
});

// docs/membership.md "Refused redemptions": two offline counters of one partner accept a once-per-stay offer.
describe('refused syncs are kept', () => {
  it('stores the second counter refusal and shows it, with its reason, to staff and in the partner ledger', async () => {
    const phoneA = await newPartner({ maxPerCard: { count: 1, per: 'stay' } });
    const user = await db.partnerUser.create({ data: { partnerId: phoneA.partnerId, email: `${randomUUID()}@e.com` } });
    const phoneB = { partnerId: phoneA.partnerId, userId: user.id };
    const card = await newCard('2026-08-03', '2026-08-10');
    const [first, second] = [await redemption(card), await redemption(card)];
    expect(await recordRedemptions(db, phoneA, [first], new Date(at.getTime() + 3_600_000))).toEqual([
      { key: first.key, status: 'stored' },
    ]);
    const refusal = { rule: 'maxPerCard', values: { count: 1, per: 'stay' } };
    expect(await recordRedemptions(db, phoneB, [second], new Date(at.getTime() + 7_200_000))).toEqual([
      { key: second.key, status: 'refused', rules: [refusal] },
    ]);
    const partnerList = await readRefusedRedemptions(db, { partnerId: phoneA.partnerId });
    const staffList = await readRefusedRedemptions(db, {});
    expect(partnerList).toMatchObject([{ guest: 'Ana', reason: 'rules', rules: [refusal], readAt: at }]);
    expect(staffList.find((row) => row.id === partnerList[0].id)).toMatchObject({ partnerName: 'Bistro' });
    const html = (locale: 'pt' | 'fr' | 'en', showPartner: boolean) =>
      renderToStaticMarkup(
        createElement(RefusedList, {
          rows: showPartner ? staffList : partnerList,
          showPartner,
          t: createTranslator({ locale, messages: messages[locale], namespace: 'Ledger' }) as never,
          tOffers: createTranslator({ locale, messages: messages[locale], namespace: 'MemberOffers' }) as never,
          format: formatterFor(locale),
        }),
      );
    expect(html('pt', true)).toContain('Recusadas no envio');
    expect(html('pt', true)).toContain('Bistro · Ana · 2 pessoas');
    expect(html('pt', true)).toContain('Já utilizado com este cartão.');
    expect(html('fr', false)).toContain('Déjà utilisée avec cette carte.');
    expect(html('en', false)).toContain('Already used with this card.');
  });
});

// docs/membership.md "The ledger": a partner with redemptions is hidden, never deleted with them.
describe('deleting a partner', () => {
  it('hides one with redemptions: its ledger and its monthly report still read them', async () => {
    const partner = await newPartner();
    const card = await newCard('2026-08-03', '2026-08-10');
    await recordRedemptions(db, partner, [await redemption(card)], at);
    expect(await deleteOrHidePartner(db, partner.partnerId)).toMatchObject({ outcome: 'hidden', redemptions: 1 });
    expect((await readLedger(db, { partnerId: partner.partnerId })).count).toBe(1);
    const report = await partnerReportData(db, { id: partner.partnerId, name: 'Bistro' }, '2026-08');
    expect(report.current).toMatchObject({ month: '2026-08', redemptions: 1, redeemedPeople: 2, billsEuros: 30 });
    await expect(db.partner.delete({ where: { id: partner.partnerId } })).rejects.toThrow();
  });
});
