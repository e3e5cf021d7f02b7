import 'server-only';
import { prisma } from '@/lib/db';
import { consumeRateLimit } from '@/lib/rate-limit';
import type { Locale } from '@/lib/i18n/routing';
import { cardKeys } from '@/lib/membership/cards/card-signing';
import { cardGraceDays } from '@/lib/membership/cards/card-validity';
import { MAX_STAY_DAYS } from '@/lib/membership/cards/card-schema';
import { readLedger } from './ledger';
import { ledgerCsv } from './ledger-csv';
import { memberOffers } from './offers';
import { recordRedemptions, type RedemptionInput } from './redemptions';
import { readRefusedRedemptions } from './refused-redemptions';
import { typedCodeQr } from '@/lib/membership/cards/typed-code';
import { currentPartnerUser, requirePartnerUser } from '@/lib/partner-auth/session';
import { readManagedPage } from './partner-page';

/*
 * The partner's reads and writes (docs/membership.md "Partners verify and redeem"). Each checks the partner session
 * first and takes the partner id from it, so a partner user reaches only their own business, whatever the request
 * names.
 */

/** Days of this partner's redemptions the counter gets, to check "at most N per card" offline. */
const RECENT_DAYS = 30;

/**
 * What the counter page needs to verify and redeem offline: the partner and its offer in `locale`, the card
 * public key (JWK; no secret: docs/membership.md "Keys"), the ids of revoked cards, and this partner's redemptions of the
 * last 30 days (card id, instant).
 */
export async function getCounter(locale: Locale) {
  const user = await requirePartnerUser(locale);
  const since = new Date(Date.now() - RECENT_DAYS * 86_400_000);
  // A card opens up to cardGraceDays() after departure; two more days cover Lisbon's offset and a late sync.
  const opensAfterDeparture = (cardGraceDays() + 2) * 86_400_000;
  const [partner, offers, keys, revoked, recent, role] = await Promise.all([
    prisma.partner.findUniqueOrThrow({ where: { id: user.partnerId }, select: { name: true, bookingDirect: true } }),
    memberOffers(prisma, locale, user.partnerId),
    cardKeys(),
    // Only cards that could still open: a card opens until the end of its departure day (plus any grace), and a
    // Wallet pass until that of the departure it was made with, which staff may have moved earlier since (a stay is
    // at most 120 days).
    prisma.memberCard.findMany({
      where: {
        OR: [
          { revokedAt: { not: null }, departure: { gte: new Date(Date.now() - opensAfterDeparture) } },
          { revokedAt: { gte: new Date(Date.now() - MAX_STAY_DAYS * 86_400_000 - opensAfterDeparture) } },
        ],
      },
      select: { id: true },
    }),
    prisma.redemption.findMany({
      where: { partnerId: user.partnerId, redeemedAt: { gte: since }, cardId: { not: null } },
      select: { cardId: true, redeemedAt: true },
    }),
    prisma.partnerUser.findUniqueOrThrow({ where: { id: user.userId }, select: { role: true } }),
  ]);
  return {
    userId: user.userId,
    email: user.email,
    partnerName: partner.name,
    /** Whether this user keeps the partner's page (the link to it shows; the page itself checks again). */
    manager: role.role === 'manager',
    /** Whether the partner answers its booking requests itself (the link to them shows). */
    bookingDirect: partner.bookingDirect,
    offer: offers[0] ?? null,
    publicKey: keys.publicJwk,
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

/**
 * The signed-in partner's own redemption ledger (lib/membership/partners/ledger.ts) and its newest refused redemptions
 * (`refused`, docs/membership.md "Refused redemptions"), whatever partner the request names.
 */
export async function getPartnerLedger(locale: Locale, filters: { from?: string; to?: string }, page: number) {
  const user = await requirePartnerUser(locale);
  const [partner, ledger, refused] = await Promise.all([
    prisma.partner.findUniqueOrThrow({ where: { id: user.partnerId }, select: { name: true } }),
    readLedger(prisma, { ...filters, partnerId: user.partnerId }, page),
    readRefusedRedemptions(prisma, { partnerId: user.partnerId }),
  ]);
  return { partnerName: partner.name, ...ledger, refused };
}

/**
 * The signed-in partner's own ledger as a CSV file in `locale` (lib/membership/partners/ledger-csv.ts); null without a
 * partner session (the route answers 401).
 */
export async function partnerLedgerCsv(locale: Locale, filters: { from?: string; to?: string }) {
  const user = await currentPartnerUser();
  if (!user) return null;
  const { rows } = await readLedger(prisma, { ...filters, partnerId: user.partnerId }, 0);
  return ledgerCsv(rows, locale);
}

/** 20 tries per partner user in 10 minutes: with 3 right codes in a million at any moment, guessing is out of reach. */
const TYPED_CODE_LIMIT = { bucket: 'typed-code', limit: 20, windowMinutes: 10 };

/**
 * Checks a code typed at the counter (the card number and the 6-digit code the card shows, for a phone without a
 * camera) for the signed-in partner: the card, its validity and revocation, the code now. Answers the text a QR code
 * of that card holds now, which the counter then checks and redeems like a scanned one; null without a session.
 */
export async function checkTypedCode(cardNumber: string, code: string) {
  const user = await currentPartnerUser();
  if (!user) return null;
  const allowed = await prisma.$transaction((tx) => consumeRateLimit(tx, TYPED_CODE_LIMIT, `user:${user.userId}`));
  if (!allowed) return { reason: 'rate-limited' as const };
  return typedCodeQr(prisma, cardNumber, code);
}

/**
 * The manager's page editor (docs/membership.md "The partner keeps its page"): the signed-in partner user's business
 * with its hours, seasons, special days, blackout dates, public texts and latest proposal (readManagedPage), or
 * `{ manager: false, partnerName }` for a counter-only user. Without a session: the sign-in page in `locale`.
 */
export async function getManagedPage(locale: Locale) {
  const user = await requirePartnerUser(locale);
  const page = await readManagedPage(prisma, user);
  if (page) return { manager: true as const, ...page };
  const partner = await prisma.partner.findUniqueOrThrow({ where: { id: user.partnerId }, select: { name: true } });
  return { manager: false as const, partnerName: partner.name };
}
