// docs/membership.md "Keys": what a partner's counter holds cannot make a card's code, so a leaked or removed
// partner phone turns no card screenshot into fresh codes, at its own partner or any other.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { cardProofKey, signCardCredential } from '@/lib/membership/cards/card-signing';
import { cardCode, cardCodeSecret, cardQrText, fromBase64Url } from '@/lib/membership/cards/card-code';
import { cardProof } from '@/lib/membership/cards/card-proof';
import { removePartnerUser } from '@/lib/membership/partners/partner-users';
import { recordRedemptions } from '@/lib/membership/partners/redemptions';
import type { PartnerIdentity } from '@/lib/partner-auth/session';
import { createTestCard, redemptionAt, testStay } from '../../fixtures/member-cards';
import { createTestPartner } from '../../fixtures/partners';

// The signed-in partner user of the page being rendered (the session itself is Auth.js's, tested elsewhere).
let signedIn: PartnerIdentity | null = null;
vi.mock(import('@/lib/partner-auth/session'), () => ({
  currentPartnerUser: async () => signedIn,
  requirePartnerUser: async () => {
    if (!signedIn) throw new Error('NEXT_REDIRECT');
    return signedIn;
  },
}));
const { getCounter } = await import('@/lib/membership/partners/partner-area');

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

async function newPartnerUser() {
  const partner = await createTestPartner(db, 'counter-keys');
  const user = await db.partnerUser.create({
    data: { partnerId: partner.id, email: `${partner.slug}-${randomUUID().slice(0, 4)}@example.com` },
  });
  return { partnerId: partner.id, userId: user.id, email: user.email };
}

/** The card page's QR code at `at`, as the guest's phone draws it. */
async function cardQrAt(card: { id: string } & typeof testStay, at: Date) {
  const { privateJwk } = await cardProofKey(card.id);
  return cardQrText(await signCardCredential(card), await cardProof(privateJwk, card.id, at));
}

/**
 * What someone holding a counter page's data can make of a card screenshot taken earlier: the screenshot's
 * credential with the code every key the page holds gives for `at`.
 */
async function forgedFromCounter(page: object, screenshot: string, at: Date): Promise<string[]> {
  const credential = screenshot.split('.').slice(0, 3).join('.');
  const cardId = JSON.parse(Buffer.from(credential.split('.')[1], 'base64url').toString()).sub as string;
  // Every 32-byte value the page holds, however deep (the public key's own included), tried as a code key.
  const keys = (JSON.stringify(page).match(/(?<=")[\w-]{43}(?=")/g) ?? []).map(fromBase64Url);
  // Nothing the page holds is a key: the forger can only show the screenshot again.
  if (keys.length === 0) return [screenshot];
  return Promise.all(
    keys.map(async (key) => cardQrText(credential, await cardCode(await cardCodeSecret(key, cardId), at))),
  );
}

const read = new Date('2026-08-05T10:00:00Z');
const later = new Date(read.getTime() + 10 * 60_000);
describe('what a partner counter holds', () => {
  it("cannot make a card's code: a screenshot forged with one partner's counter data is refused at that partner and at another", async () => {
    const [one, other] = [await newPartnerUser(), await newPartnerUser()];
    const card = await createTestCard(db);
    signedIn = one;
    const page = await getCounter('en');
    const screenshot = await cardQrAt(card, read);
    const forged = await forgedFromCounter(page, screenshot, later);
    for (const partner of [one, other]) {
      const outcomes = await recordRedemptions(
        db,
        partner,
        forged.map((qr) => redemptionAt(qr, later)),
        later,
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual(forged.map(() => 'refused'));
    }
    expect(await db.redemption.count({ where: { cardId: card.id } })).toBe(0);
    // The card's own code of that moment still passes at both.
    const fresh = await cardQrAt(card, later);
    for (const partner of [one, other])
      expect(await recordRedemptions(db, partner, [redemptionAt(fresh, later)], later)).toEqual([
        expect.objectContaining({ status: 'stored' }),
      ]);
  });

  it('of a removed user makes no code either, and the server answers nothing more for that user', async () => {
    const removed = await newPartnerUser();
    const colleague = await db.partnerUser.create({
      data: { partnerId: removed.partnerId, email: `colleague-${randomUUID().slice(0, 8)}@example.com` },
    });
    const card = await createTestCard(db);
    signedIn = removed;
    const page = await getCounter('en');
    await db.partnerSession.create({
      data: { sessionToken: randomUUID(), userId: removed.userId, expires: new Date(Date.now() + 86_400_000) },
    });
    expect(await removePartnerUser(db, removed.partnerId, removed.userId)).toBe(true);
    expect(await db.partnerSession.count({ where: { userId: removed.userId } })).toBe(0);
    const forged = await forgedFromCounter(page, await cardQrAt(card, read), later);
    const outcomes = await recordRedemptions(
      db,
      { partnerId: removed.partnerId, userId: colleague.id },
      forged.map((qr) => redemptionAt(qr, later)),
      later,
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(forged.map(() => 'refused'));
  });
});
