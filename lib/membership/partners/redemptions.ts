import { formatInTimeZone } from 'date-fns-tz';
import type { Db } from '@/lib/db';
import { lockKey } from '@/lib/rate-limit';
import { SHOP_TIME_ZONE, storedDay } from '@/lib/time';
import { MAX_PARTY_SIZE } from '@/lib/validation/form-limits';
import * as z from '@/lib/validation/zod';
import { READ_WINDOW_MS } from '@/lib/membership/cards/card-code';
import { cardKeys } from '@/lib/membership/cards/card-signing';
import { cardValidity } from '@/lib/membership/cards/card-validity';
import { checkCardQr, type CardRefusal } from '@/lib/membership/cards/credential';
import { brokenOfferRules, type RuleBreak } from '@/lib/partner-record/offer-rules';
import { memberOffers } from './offers';
import { storeRefusal } from './refused-redemptions';

/*
 * Recording redemptions (docs/membership.md "Partners verify and redeem"): what a counter queued, online or offline,
 * checked again on the server at the moment the counter read the card (a redemption happens when the card is read):
 * the card's signature and code, that the card is not revoked and within its stay's validity as stored now, and the
 * offer's rules against the ledger. Redeem must follow the read within READ_WINDOW_MS. Each redemption carries the
 * key its device chose, so a sync retried after a lost answer stores it once; a refused one is stored as refused
 * (./refused-redemptions.ts).
 */

/** How long a redemption may wait on a device before it is synced, and how far ahead of the server's clock it may be. */
export const QUEUE_MAX_AGE_MS = 7 * 86_400_000;
export const CLOCK_AHEAD_MS = 2 * 60_000;

/**
 * One queued redemption as a counter sends it. Bill before discount in cents of a euro; `readAt` when the card was
 * read, `redeemedAt` when Redeem was pressed (ISO instants, the device's clock). A counter page older than `readAt`
 * sends none: its redemption is then checked at `redeemedAt`, as before.
 */
export const redemptionInputSchema = z.object({
  key: z.uuid(),
  qr: z.string().check(z.maxLength(2000)),
  partySize: z.int().check(z.minimum(1), z.maximum(MAX_PARTY_SIZE)),
  billCents: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(10_000_000)))),
  redeemedAt: z.iso.datetime(),
  readAt: z.optional(z.iso.datetime()),
});
export type RedemptionInput = z.infer<typeof redemptionInputSchema>;

/** What became of one: stored now, stored before (same key), or refused with the reasons. */
export type RedemptionOutcome =
  | { key: string; status: 'stored' | 'already' }
  | { key: string; status: 'refused'; card?: RedemptionRefusal; rules?: RuleBreak[] };

/**
 * Why a redemption's card or moment was refused: the card's check, or "read-window" (Redeem more than 15 minutes
 * after the read), "clock" (a moment ahead of the server, older than 7 days, or a read after Redeem), "no-offer",
 * "invalid" (the route could not read it).
 */
export type RedemptionRefusal = CardRefusal | 'read-window' | 'clock' | 'no-offer' | 'invalid';

const lisbonDay = (instant: Date) => formatInTimeZone(instant, SHOP_TIME_ZONE, 'yyyy-MM-dd');

/** The moment a redemption's read or press may not be, against the server's clock `now`: "clock", "read-window". */
function momentRefusal(read: Date, redeemed: Date, now: Date): RedemptionRefusal | null {
  const latest = now.getTime() + CLOCK_AHEAD_MS;
  if (read.getTime() > latest || redeemed.getTime() > latest) return 'clock';
  if (redeemed.getTime() < now.getTime() - QUEUE_MAX_AGE_MS || read > redeemed) return 'clock';
  if (redeemed.getTime() - read.getTime() > READ_WINDOW_MS) return 'read-window';
  return null;
}

/**
 * Records a partner's redemptions, one at a time, each in its own transaction (a refused one does not hold back
 * the others), and stores each refused one with its reason. @param partner the signed-in partner user
 * (lib/partner-auth/session.ts): the partner id is never taken from the request. @param now the server's clock.
 */
export async function recordRedemptions(
  db: Db,
  partner: { partnerId: number; userId: number },
  inputs: RedemptionInput[],
  now: Date = new Date(),
): Promise<RedemptionOutcome[]> {
  // Only whether there is an offer and its rules matter here, and neither depends on the language asked for.
  const [keys, [offer]] = await Promise.all([cardKeys(), memberOffers(db, 'en', partner.partnerId)]);
  const outcomes: RedemptionOutcome[] = [];
  for (const input of inputs) {
    const { outcome, cardId } = await recordOne(db, partner, input, now, { keys, offer });
    if (outcome.status === 'refused') {
      const read = new Date(input.readAt ?? input.redeemedAt);
      await storeRefusal(
        db,
        partner,
        {
          key: input.key,
          cardId,
          reason: outcome.card ?? 'rules',
          rules: outcome.rules,
          partySize: input.partySize,
          billCents: input.billCents ?? null,
          readAt: read,
          redeemedAt: new Date(input.redeemedAt),
        },
        now,
      );
    }
    outcomes.push(outcome);
  }
  return outcomes;
}

type Context = {
  keys: Awaited<ReturnType<typeof cardKeys>>;
  offer: Awaited<ReturnType<typeof memberOffers>>[number] | undefined;
};

/** One redemption: its outcome, and the card it names when its signature was good (stored with a refusal). */
async function recordOne(
  db: Db,
  partner: { partnerId: number; userId: number },
  input: RedemptionInput,
  now: Date,
  { keys, offer }: Context,
): Promise<{ outcome: RedemptionOutcome; cardId: string | null }> {
  const { key } = input;
  const read = new Date(input.readAt ?? input.redeemedAt);
  const stored = await db.redemption.findUnique({
    where: { partnerId_idempotencyKey: { partnerId: partner.partnerId, idempotencyKey: key } },
    select: { id: true },
  });
  if (stored) return { outcome: { key, status: 'already' }, cardId: null };
  const moment = momentRefusal(read, new Date(input.redeemedAt), now);
  // The code proves the guest was there when the card was read: it is checked at that moment.
  const check = await checkCardQr(input.qr, { publicKey: keys.publicJwk }, read);
  const cardId = check.ok ? check.card.cardId : (check.cardId ?? null);
  const refused = (refusal: Omit<Extract<RedemptionOutcome, { status: 'refused' }>, 'key' | 'status'>) => ({
    outcome: { key, status: 'refused' as const, ...refusal },
    cardId,
  });
  if (moment) return refused({ card: moment });
  if (!check.ok) return refused({ card: check.reason });
  if (!offer) return refused({ card: 'no-offer' });
  if (input.partySize > check.card.partySize)
    return refused({ rules: [{ rule: 'cardPartySize', values: { count: check.card.partySize } }] });
  const outcome = await db.$transaction(async (tx): Promise<RedemptionOutcome> => {
    // One card at one partner at a time: the count of earlier redemptions cannot change under the rules' check.
    await lockKey(tx, 'redemption', `${partner.partnerId}:${cardId}`);
    // The same key sent twice at once (two tabs, a retry): the second finds the first's row here.
    const again = await tx.redemption.findUnique({
      where: { partnerId_idempotencyKey: { partnerId: partner.partnerId, idempotencyKey: key } },
      select: { id: true },
    });
    if (again) return { key, status: 'already' };
    const card = await tx.memberCard.findUnique({
      where: { id: check.card.cardId },
      select: { revokedAt: true, arrival: true, departure: true, kind: true },
    });
    if (!card || card.revokedAt) return { key, status: 'refused', card: 'revoked' };
    // The stay as it is now, not as the credential says: a Wallet pass keeps the dates it was made with, and
    // staff may have moved the departure since.
    const stay = { arrival: storedDay(card.arrival), departure: storedDay(card.departure) };
    const validity = cardValidity(stay.arrival, stay.departure);
    if (read < validity.validFrom) return { key, status: 'refused', card: 'not-yet-valid' };
    if (read >= validity.validUntil) return { key, status: 'refused', card: 'expired' };
    const earlier = await tx.redemption.findMany({
      where: { partnerId: partner.partnerId, cardId: check.card.cardId },
      select: { readAt: true },
    });
    const broken = brokenOfferRules(offer.rules, {
      date: lisbonDay(read),
      ...stay,
      partySize: input.partySize,
      earlier: earlier.map((row) => lisbonDay(row.readAt)),
      wallet: check.card.source === 'wallet',
      owner: card.kind === 'owner',
    });
    if (broken.length) return { key, status: 'refused', rules: broken };
    const inserted = await tx.$executeRaw`
      INSERT INTO redemptions (idempotency_key, partner_id, card_id, partner_user_id, party_size, bill_cents,
                               redeemed_at, read_at)
      VALUES (${key}::uuid, ${partner.partnerId}, ${check.card.cardId}::uuid, ${partner.userId}, ${input.partySize},
              ${input.billCents ?? null}, ${input.redeemedAt}::timestamptz, ${read})
      ON CONFLICT (partner_id, idempotency_key) DO NOTHING`;
    return { key, status: inserted === 1 ? 'stored' : 'already' };
  });
  return { outcome, cardId };
}
