import type { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/db';
import { firstName } from '@/lib/membership/cards/first-name';
import type { RuleBreak } from '@/lib/partner-record/offer-rules';

/*
 * Refused redemptions (docs/membership.md "Refused redemptions"): what a counter sent and the server refused is kept,
 * never dropped, so staff and the partner see it (an offline phone was the only one to know). Read by staff for every
 * partner and by a partner user for their own business only (the caller passes the partner id from the session).
 */

/** Why the server refused a redemption: a card refusal ("stale-code", "read-window", "clock", ...) or "rules". */
export type RefusalReason = string;

/** One refused redemption as the lists show it; `billCents` in cents of a euro, instants as Dates. */
export type RefusedRow = {
  id: number;
  partnerId: number;
  partnerName: string;
  /** The guest's first name, null when the card could not be read or was deleted. */
  guest: string | null;
  reason: RefusalReason;
  rules: RuleBreak[];
  partySize: number;
  billCents: number | null;
  readAt: Date;
  redeemedAt: Date;
  refusedAt: Date;
};

/** What is stored of a refused redemption: the attempt as the counter sent it, the card when known, and why. */
export type Refusal = {
  key: string;
  cardId: string | null;
  reason: RefusalReason;
  rules?: RuleBreak[];
  partySize: number;
  billCents: number | null;
  readAt: Date;
  redeemedAt: Date;
};

/**
 * Stores a refused redemption of the partner user's business, once per partner and device key (a sync sent again
 * after a lost answer stores nothing more). A card id that names no card (a forged credential) is stored as null.
 */
export async function storeRefusal(
  db: Db,
  partner: { partnerId: number; userId: number },
  refusal: Refusal,
  now: Date,
): Promise<void> {
  const rules = refusal.rules?.length ? JSON.stringify(refusal.rules) : null;
  await db.$executeRaw`
    INSERT INTO refused_redemptions (idempotency_key, partner_id, card_id, partner_user_id, reason, rules, party_size,
                                     bill_cents, read_at, redeemed_at, refused_at)
    VALUES (${refusal.key}::uuid, ${partner.partnerId},
            (SELECT id FROM member_cards WHERE id = ${refusal.cardId}::uuid), ${partner.userId}, ${refusal.reason},
            ${rules}::jsonb, ${refusal.partySize}, ${refusal.billCents}, ${refusal.readAt}, ${refusal.redeemedAt}, ${now})
    ON CONFLICT (partner_id, idempotency_key) DO NOTHING`;
}

/** How many refused redemptions a list shows, newest first. */
export const REFUSED_LIST_SIZE = 100;

/**
 * The newest refused redemptions (at most 100), of one partner or of every partner, newest refusal first, with the
 * guest's first name only.
 */
export async function readRefusedRedemptions(db: Db, filters: { partnerId?: number }): Promise<RefusedRow[]> {
  const where: Prisma.RefusedRedemptionWhereInput =
    filters.partnerId === undefined ? {} : { partnerId: filters.partnerId };
  const rows = await db.refusedRedemption.findMany({
    where,
    orderBy: [{ refusedAt: 'desc' }, { id: 'desc' }],
    take: REFUSED_LIST_SIZE,
    include: { partner: { select: { name: true } }, card: { select: { guestName: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    partnerId: row.partnerId,
    partnerName: row.partner.name,
    guest: row.card ? firstName(row.card.guestName) : null,
    reason: row.reason,
    rules: (row.rules as RuleBreak[] | null) ?? [],
    partySize: row.partySize,
    billCents: row.billCents,
    readAt: row.readAt,
    redeemedAt: row.redeemedAt,
    refusedAt: row.refusedAt,
  }));
}
