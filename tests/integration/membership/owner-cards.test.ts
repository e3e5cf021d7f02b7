// docs/membership.md "Owners' cards" and "A card guests can always get": staff register an owner and issue a
// year-round card through the staff actions (in Portuguese), renew it a year at a time, its offers count per-stay
// limits per card year at the server, it ends for privacy like a stay's card (renewal date or revocation), and the
// front desk hands a card over by QR code, link or WhatsApp, each logged.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { calendarDay } = await import('@/lib/i18n/format');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const { issueOwnerCardAction, renewOwnerCardAction } = await import('@/lib/membership/cards/staff-owner-actions');
const { handOverCardAction } = await import('@/lib/membership/cards/staff-handover-actions');
const { renewOwnerCard } = await import('@/lib/membership/cards/owners');
const { cardKeys, cardProofKey, signCardCredential } = await import('@/lib/membership/cards/card-signing');
const { cardQrText } = await import('@/lib/membership/cards/card-code');
const { cardProof } = await import('@/lib/membership/cards/card-proof');
const { checkCardQr } = await import('@/lib/membership/cards/credential');
const { recordRedemptions } = await import('@/lib/membership/partners/redemptions');
const { deleteExpiredCards } = await import('@/lib/membership/cards/retention');
const { cardIdOfLinkToken } = await import('@/lib/membership/cards/card-link');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');
const { createTestPartner } = await import('../../fixtures/partners');

const db = createPrismaClient();
afterAll(() => db.$disconnect());
let adminId: number;

beforeAll(async () => {
  const admin = await upsertStaffAccount(db, `owners-${Date.now().toString(36)}@example.com`, 'correct horse battery');
  adminId = admin.id;
  await db.adminUser.update({ where: { id: admin.id }, data: { locale: 'pt' } });
  request.cookies.set(SESSION_COOKIE, await staffSessionToken(admin.id));
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const day = (date: Date) => date.toISOString().slice(0, 10);

async function ownerCard(arrival: string, departure: string, extra: object = {}) {
  return db.memberCard.create({
    data: {
      kind: 'owner',
      guestName: 'Rui Costa',
      email: `rui-${randomUUID().slice(0, 8)}@example.com`,
      locale: 'pt',
      arrival: calendarDay(arrival),
      departure: calendarDay(departure),
      partySize: 2,
      ...extra,
    },
  });
}

describe("owners' cards", () => {
  it('registers an owner from the pt form, e-mails the card in their language, and logs it', async () => {
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const fields = {
      guestName: 'Maria Sousa',
      email,
      locale: 'fr',
      arrival: '2026-12-01',
      departure: '2027-12-01',
      partySize: '3',
      property: 'Villa Mar, Casa Sol',
    };
    expect(await issueOwnerCardAction({ status: 'idle' }, form(fields))).toMatchObject({ status: 'done' });
    const card = await db.memberCard.findFirstOrThrow({ where: { email } });
    expect(card).toMatchObject({ kind: 'owner', property: 'Villa Mar, Casa Sol', partySize: 3 });
    expect([day(card.arrival), day(card.departure)]).toEqual(['2026-12-01', '2027-12-01']);
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: email } });
    expect(mail.subject).toBe('Votre carte de membre propriétaire, valable jusqu’au 1 déc. 2027');
    expect(mail.text).toContain('propriétaire');
    const logged = await db.staffActivity.findFirstOrThrow({
      where: { adminId, action: 'member-card.owner-issue', target: `member-card:${card.id}` },
    });
    expect(logged.detail).toEqual({ arrival: '2026-12-01', departure: '2027-12-01' });

    // A renewal date before the start, or more than two years after it, is refused in Portuguese, field by field.
    const refused = await issueOwnerCardAction(
      { status: 'idle' },
      form({ ...fields, email: `x-${email}`, departure: '2029-12-02' }),
    );
    expect(refused).toMatchObject({
      status: 'refused',
      fieldErrors: { departure: 'Uma data de renovação no máximo dois anos depois do início' },
    });
    expect(await db.memberCard.count({ where: { email: `x-${email}` } })).toBe(0);
  });

  it('renews a year past the renewal date, or past today once ended, and refuses what it should', async () => {
    const now = new Date('2027-06-15T10:00:00Z');
    const current = await ownerCard('2026-07-01', '2027-07-01');
    expect(await renewOwnerCard(db, current.id, now)).toEqual({ renewal: '2028-07-01' });
    // Already more than a year ahead: left as it is.
    expect(await renewOwnerCard(db, current.id, now)).toBe('already-renewed');
    const ended = await ownerCard('2025-01-10', '2026-01-10');
    expect(await renewOwnerCard(db, ended.id, now)).toEqual({ renewal: '2028-06-15' });
    const revoked = await ownerCard('2026-07-01', '2027-07-01', { revokedAt: new Date() });
    expect(await renewOwnerCard(db, revoked.id, now)).toBe('revoked');
    const stay = await db.memberCard.create({
      data: {
        guestName: 'Ana',
        email: 'stay@example.com',
        locale: 'pt',
        arrival: current.arrival,
        departure: current.departure,
        partySize: 2,
      },
    });
    expect(await renewOwnerCard(db, stay.id, now)).toBe('not-found');
    // Through the action (the real clock): renewed, e-mailed again, logged; a revoked card gets a sentence in pt.
    const fresh = await ownerCard(day(new Date()), day(new Date(Date.now() + 200 * 86_400_000)));
    const before = await db.outboxEmail.count({ where: { to: fresh.email } });
    expect(await renewOwnerCardAction({ status: 'idle' }, form({ id: fresh.id }))).toMatchObject({ status: 'done' });
    expect(await db.outboxEmail.count({ where: { to: fresh.email } })).toBe(before + 1);
    expect(
      await db.staffActivity.count({ where: { action: 'member-card.renew', target: `member-card:${fresh.id}` } }),
    ).toBe(1);
    expect(await renewOwnerCardAction({ status: 'idle' }, form({ id: revoked.id }))).toMatchObject({
      status: 'refused',
      error: 'Este cartão está revogado: reponha-o antes de o renovar.',
    });
  });

  it("says 'owner' in the credential and counts a per-stay offer per card year at the server", async () => {
    const card = await ownerCard('2026-03-01', '2028-03-01');
    const partner = await createTestPartner(db, `owner-offer-${randomUUID().slice(0, 6)}`, {
      offerRules: { maxPerCard: { count: 1, per: 'stay' } },
    });
    const user = await db.partnerUser.create({ data: { partnerId: partner.id, email: `${partner.slug}@example.com` } });
    const counter = { partnerId: partner.id, userId: user.id };
    const redeem = async (iso: string) => {
      const at = new Date(iso);
      const credential = await signCardCredential({
        id: card.id,
        kind: 'owner',
        guestName: card.guestName,
        partySize: 2,
        arrival: '2026-03-01',
        departure: '2028-03-01',
      });
      const qr = cardQrText(credential, await cardProof((await cardProofKey(card.id)).privateJwk, card.id, at));
      const check = await checkCardQr(qr, { publicKey: (await cardKeys()).publicJwk }, at);
      expect(check).toMatchObject({ ok: true, card: { owner: true, departure: '2028-03-01' } });
      const input = { key: randomUUID(), qr, partySize: 2, billCents: null, redeemedAt: at.toISOString() };
      return (await recordRedemptions(db, counter, [input], at))[0];
    };
    expect(await redeem('2026-05-10T12:00:00Z')).toMatchObject({ status: 'stored' });
    expect(await redeem('2027-02-27T12:00:00Z')).toEqual(
      expect.objectContaining({
        status: 'refused',
        rules: [{ rule: 'maxPerCard', values: { count: 1, per: 'year' } }],
      }),
    );
    // The card's second year starts on its anniversary.
    expect(await redeem('2027-03-01T12:00:00Z')).toMatchObject({ status: 'stored' });
  });

  it('deletes an owner card months after its renewal date or its revocation, not while it runs', async () => {
    const now = new Date('2040-06-01T10:00:00Z');
    const ended = await ownerCard('2037-01-01', '2039-01-01');
    const left = await ownerCard('2038-01-01', '2040-12-31', { revokedAt: new Date('2039-02-01T00:00:00Z') });
    const running = await ownerCard('2039-06-01', '2041-06-01');
    const revokedStay = await db.memberCard.create({
      data: {
        guestName: 'Ana',
        email: 'ana-stay@example.com',
        locale: 'en',
        arrival: calendarDay('2040-08-01'),
        departure: calendarDay('2040-08-08'),
        partySize: 2,
        revokedAt: new Date('2039-01-01T00:00:00Z'),
      },
    });
    await db.maintenanceRun.deleteMany({ where: { job: 'membership:retention' } });
    expect(await deleteExpiredCards(db, now)).toBeGreaterThanOrEqual(3);
    const kept = await db.memberCard.findMany({
      where: { id: { in: [ended.id, left.id, running.id, revokedStay.id] } },
      select: { id: true },
    });
    expect(kept.map(({ id }) => id)).toEqual([running.id]);
  });
});

describe('the front desk hands a card over', () => {
  it('answers the QR code and the link, redirects to WhatsApp in the card language, and logs each', async () => {
    const card = await ownerCard('2026-03-01', '2027-03-01');
    const hand = (channel: string) => handOverCardAction({ status: 'idle' }, form({ id: card.id, channel }));
    const qr = await hand('qr');
    if (qr.status !== 'done' || !qr.data) throw new Error(JSON.stringify(qr));
    expect(qr.data.qr).toMatch(/^data:image\/svg\+xml/);
    const token = decodeURIComponent(qr.data.link.split('/card/')[1]!);
    expect(cardIdOfLinkToken(token)).toBe(card.id);
    expect(qr.data.link).toContain('/pt/card/');
    const link = await hand('link');
    expect(link).toMatchObject({ status: 'done', data: { channel: 'link', link: qr.data.link } });
    expect(link.status === 'done' && link.data?.qr).toBeFalsy();
    const whatsapp = await hand('whatsapp').catch((error: { digest?: string }) => error.digest ?? String(error));
    expect(whatsapp).toContain('https://wa.me/?text=');
    expect(decodeURIComponent(String(whatsapp))).toContain(
      `O seu cartão de membro para a sua estadia no Algarve: ${qr.data.link}`,
    );
    const logged = await db.staffActivity.findMany({
      where: { adminId, target: `member-card:${card.id}` },
      orderBy: { id: 'asc' },
      select: { action: true },
    });
    expect(logged.map(({ action }) => action)).toEqual([
      'member-card.show-qr',
      'member-card.copy-link',
      'member-card.share',
    ]);
    // Without a session nothing is handed over, nothing logged.
    const cookie = request.cookies.get(SESSION_COOKIE)!;
    request.cookies.delete(SESSION_COOKIE);
    try {
      const refused = await hand('qr').catch((error: { digest?: string }) => error.digest ?? String(error));
      expect(String(refused)).toContain('/backoffice/login');
    } finally {
      request.cookies.set(SESSION_COOKIE, cookie);
    }
    expect(await db.staffActivity.count({ where: { target: `member-card:${card.id}` } })).toBe(3);
    expect((await hand('nonsense')).status).toBe('refused');
  });
});
