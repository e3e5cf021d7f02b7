import { formatInTimeZone } from 'date-fns-tz';
import type { Db } from '@/lib/db';
import { lockKey } from '@/lib/rate-limit';
import { SHOP_TIME_ZONE, storedDay } from '@/lib/time';
import { MAX_PARTY_SIZE } from '@/lib/validation/form-limits';
import * as z from '@/lib/validation/zod';
import { cardKeys, cardValidity } from './card-keys';
import { checkCardQr, type CardRefusal } from './credential';
import { brokenOfferRules, type RuleBreak } from './offer-rules';
import { memberOffers } from './offers';

/*
 * Recording redemptions (docs/membership.md "Partners verify and redeem"): what a counter queued, online or offline,
 * checked again on the server at the moment the partner pressed Redeem: the card's signature and code, that the card
 * is not revoked and within its stay's validity as stored now, and the offer's rules against the ledger. Each
 * redemption carries the key its device chose, so a sync retried after a lost answer stores it once.
 */

/** How long a redemption may wait on a device before it is synced, and how far ahead of the server's clock it may be. */
export const QUEUE_MAX_AGE_MS = 7 * 86_400_000;
export const CLOCK_AHEAD_MS = 2 * 60_000;

/** One queued redemption as a counter sends it. Bill before discount in cents of a euro. */
export const redemptionInputSchema = z.object({
  key: z.uuid(),
  qr: z.string().check(z.maxLength(2000)),
  partySize: z.int().check(z.minimum(1), z.maximum(MAX_PARTY_SIZE)),
  billCents: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(10_000_000)))),
  redeemedAt: z.iso.datetime(),
});
export type RedemptionInput = z.infer<typeof redemptionInputSchema>;

/** What became of one: stored now, stored before (same key), or refused with the reasons. */
export type RedemptionOutcome =
  | { key: string; status: 'stored' | 'already' }
  | { key: string; status: 'refused'; card?: CardRefusal | 'clock' | 'no-offer' | 'invalid'; rules?: RuleBreak[] };

const lisbonDay = (instant: Date) => formatInTimeZone(instant, SHOP_TIME_ZONE, 'yyyy-MM-dd');

/**
 * Records a partner's redemptions, one at a time, each in its own transaction (a refused one does not hold back
 * the others). @param partner the signed-in partner user (lib/membership/partner-session.ts): the partner id is
 * never taken from the request. @param now the server's clock.
 */
export async function recordRedemptions(
  db: Db,
  partner: { partnerId: number; userId: number },
  inputs: RedemptionInput[],
  now: Date = new Date(),
): Promise<RedemptionOutcome[]> {
  const keys = await cardKeys();
  // Only whether there is an offer and its rules matter here, and neither depends on the language asked for.
  const [offer] = await memberOffers(db, 'en', partner.partnerId);
  const rules = offer?.rules ?? {};
  const outcomes: RedemptionOutcome[] = [];
  for (const input of inputs) {
    const at = new Date(input.redeemedAt);
    const stored = await db.redemption.findUnique({
      where: { partnerId_idempotencyKey: { partnerId: partner.partnerId, idempotencyKey: input.key } },
      select: { id: true },
    });
    if (stored) {
      outcomes.push({ key: input.key, status: 'already' });
      continue;
    }
    if (at.getTime() > now.getTime() + CLOCK_AHEAD_MS || at.getTime() < now.getTime() - QUEUE_MAX_AGE_MS) {
      outcomes.push({ key: input.key, status: 'refused', card: 'clock' });
      continue;
    }
    const check = await checkCardQr(input.qr, { publicKey: keys.publicJwk, counterKey: keys.counterKey }, at);
    if (!check.ok) {
      outcomes.push({ key: input.key, status: 'refused', card: check.reason });
      continue;
    }
    if (!offer) {
      outcomes.push({ key: input.key, status: 'refused', card: 'no-offer' });
      continue;
    }
    const { cardId } = check.card;
    if (input.partySize > check.card.partySize) {
      const values = { count: check.card.partySize };
      outcomes.push({ key: input.key, status: 'refused', rules: [{ rule: 'cardPartySize', values }] });
      continue;
    }
    outcomes.push(
      await db.$transaction(async (tx): Promise<RedemptionOutcome> => {
        // One card at one partner at a time: the count of earlier redemptions cannot change under the rules' check.
        await lockKey(tx, 'redemption', `${partner.partnerId}:${cardId}`);
        // The same key sent twice at once (two tabs, a retry): the second finds the first's row here.
        const again = await tx.redemption.findUnique({
          where: { partnerId_idempotencyKey: { partnerId: partner.partnerId, idempotencyKey: input.key } },
          select: { id: true },
        });
        if (again) return { key: input.key, status: 'already' };
        const card = await tx.memberCard.findUnique({
          where: { id: cardId },
          select: { revokedAt: true, arrival: true, departure: true },
        });
        if (!card || card.revokedAt) return { key: input.key, status: 'refused', card: 'revoked' };
        // The stay as it is now, not as the credential says: a Wallet pass keeps the dates it was made with, and
        // staff may have moved the departure since.
        const stay = { arrival: storedDay(card.arrival), departure: storedDay(card.departure) };
        const validity = cardValidity(stay.arrival, stay.departure);
        if (at < validity.validFrom) return { key: input.key, status: 'refused', card: 'not-yet-valid' };
        if (at >= validity.validUntil) return { key: input.key, status: 'refused', card: 'expired' };
        const earlier = await tx.redemption.findMany({
          where: { partnerId: partner.partnerId, cardId },
          select: { redeemedAt: true },
        });
        const broken = brokenOfferRules(rules, {
          date: lisbonDay(at),
          ...stay,
          partySize: input.partySize,
          earlier: earlier.map((row) => lisbonDay(row.redeemedAt)),
          wallet: check.card.source === 'wallet',
        });
        if (broken.length) return { key: input.key, status: 'refused', rules: broken };
        const inserted = await tx.$executeRaw`
          INSERT INTO redemptions (idempotency_key, partner_id, card_id, partner_user_id, party_size, bill_cents, redeemed_at)
          VALUES (${input.key}::uuid, ${partner.partnerId}, ${cardId}::uuid, ${partner.userId}, ${input.partySize},
                  ${input.billCents ?? null}, ${at})
          ON CONFLICT (partner_id, idempotency_key) DO NOTHING`;
        return { key: input.key, status: inserted === 1 ? 'stored' : 'already' };
      }),
    );
  }
  return outcomes;
}
