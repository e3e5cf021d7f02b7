import 'server-only';
import { prisma } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { cardKeys } from './card-keys';
import { memberOffers } from './offers';
import { recordRedemptions, type RedemptionInput } from './redemptions';
import { currentPartnerUser, requirePartnerUser } from './partner-session';

/*
 * The partner's reads and writes (docs/membership.md "Partners verify and redeem"). Each checks the partner session
 * first and takes the partner id from it, so a partner user reaches only their own business, whatever the request
 * names.
 */

/** Days of this partner's redemptions the counter gets, to check "at most N per card" offline. */
const RECENT_DAYS = 30;

/**
 * What the counter page needs to verify and redeem offline: the partner and its offer in `locale`, the card
 * public key (JWK) and the counter key (base64url), the ids of revoked cards, and this partner's redemptions of the
 * last 30 days (card id, instant).
 */
export async function getCounter(locale: Locale) {
  const user = await requirePartnerUser(locale);
  const since = new Date(Date.now() - RECENT_DAYS * 86_400_000);
  const [partner, offers, keys, revoked, recent] = await Promise.all([
    prisma.partner.findUniqueOrThrow({ where: { id: user.partnerId }, select: { name: true } }),
    memberOffers(prisma, locale, user.partnerId),
    cardKeys(),
    prisma.memberCard.findMany({ where: { revokedAt: { not: null } }, select: { id: true } }),
    prisma.redemption.findMany({
      where: { partnerId: user.partnerId, redeemedAt: { gte: since }, cardId: { not: null } },
      select: { cardId: true, redeemedAt: true },
    }),
  ]);
  return {
    email: user.email,
    partnerName: partner.name,
    offer: offers[0] ?? null,
    publicKey: keys.publicJwk,
    counterKey: Buffer.from(keys.counterKey).toString('base64url'),
    revoked: revoked.map((card) => card.id),
    recent: recent.map((row) => ({ cardId: row.cardId!, redeemedAt: row.redeemedAt.toISOString() })),
  };
}

/** What a counter's sync answers: null without a partner session (the route answers 401). */
export async function syncRedemptions(inputs: RedemptionInput[]) {
  const user = await currentPartnerUser();
  if (!user) return null;
  return recordRedemptions(prisma, user, inputs);
}
