import type { Db } from '@/lib/db';
import type { OfferRules } from '@/lib/partner-record/offer-rules';
import { offerRulesSchema, parseOfferRules } from '@/lib/partner-record/offer-rules-schema';
import type { Locale } from '@/lib/i18n/routing';
import type { PartnerRole } from '@/lib/partner-auth/roles';

/*
 * A partner business's counter users and its offer rules, as staff manage them on the partner's page
 * (docs/membership.md "Partner accounts", "Offer rules"). The staff actions check the session and log the writes.
 */

/** The partner's counter users, oldest first. */
export function listPartnerUsers(db: Db, partnerId: number) {
  return db.partnerUser.findMany({
    where: { partnerId },
    orderBy: { id: 'asc' },
    select: { id: true, email: true, emailVerified: true, disabled: true, locale: true, role: true },
  });
}

/**
 * Adds a user to a partner (the e-mail lower-cased), with the language of every e-mail they get (default
 * Portuguese) and their role (default counter only). @returns 'done', 'no-partner', or 'taken' when the address already belongs to a partner user (one
 * address, one business).
 */
export async function addPartnerUser(
  db: Db,
  partnerId: number,
  email: string,
  locale: Locale = 'pt',
  role: PartnerRole = 'counter',
): Promise<'done' | 'no-partner' | 'taken'> {
  const partner = await db.partner.findUnique({ where: { id: partnerId }, select: { id: true } });
  if (!partner) return 'no-partner';
  const created = await db.partnerUser.createMany({
    data: [{ partnerId, email: email.toLowerCase(), locale, role }],
    skipDuplicates: true,
  });
  return created.count === 1 ? 'done' : 'taken';
}

/** Removes a counter user of this partner and ends their sessions at once. @returns false when there is no such user. */
export async function removePartnerUser(db: Db, partnerId: number, userId: number): Promise<boolean> {
  const { count } = await db.partnerUser.deleteMany({ where: { id: userId, partnerId } });
  return count === 1;
}

/**
 * Changes the language of every e-mail a counter user of this partner gets (invitation, sign-in links).
 * @returns false when the partner has no such user.
 */
export async function setPartnerUserLocale(
  db: Db,
  partnerId: number,
  userId: number,
  locale: Locale,
): Promise<boolean> {
  const { count } = await db.partnerUser.updateMany({ where: { id: userId, partnerId }, data: { locale } });
  return count === 1;
}

/**
 * Gives a user of this partner a role (docs/membership.md "The partner keeps its page"); it applies to their next
 * request. @returns false when the partner has no such user.
 */
export async function setPartnerUserRole(
  db: Db,
  partnerId: number,
  userId: number,
  role: PartnerRole,
): Promise<boolean> {
  const { count } = await db.partnerUser.updateMany({ where: { id: userId, partnerId }, data: { role } });
  return count === 1;
}

/** How the partner takes booking requests (docs/membership.md "Booking requests to the partner"), or null. */
export function getBookingMode(db: Db, partnerId: number) {
  return db.partner.findUnique({
    where: { id: partnerId },
    select: { bookingDirect: true, bookingAnswerHours: true },
  });
}

/**
 * Sends the partner's booking requests to the partner (`direct`, answered within `answerHours`, 1 to 168) or
 * through the company, for requests made from now on. @returns false when there is no such partner.
 */
export async function setBookingMode(
  db: Db,
  partnerId: number,
  mode: { direct: boolean; answerHours: number },
): Promise<boolean> {
  const { count } = await db.partner.updateMany({
    where: { id: partnerId },
    data: { bookingDirect: mode.direct, bookingAnswerHours: mode.answerHours },
  });
  return count === 1;
}

/** The partner's offer rules ({} when none), or null when there is no such partner. */
export async function getOfferRules(db: Db, partnerId: number): Promise<OfferRules | null> {
  const partner = await db.partner.findUnique({ where: { id: partnerId }, select: { offerRules: true } });
  return partner && parseOfferRules(partner.offerRules);
}

/**
 * Replaces the partner's offer rules. With `version` (the partner's `updatedAt` the form was rendered with, ISO), a
 * partner changed since (its manager's blackout dates, a colleague) is left as it is.
 * @returns false when there is no such partner; 'changed' when `version` is no longer the partner's.
 */
export async function saveOfferRules(
  db: Db,
  partnerId: number,
  rules: OfferRules,
  version?: string,
): Promise<boolean | 'changed'> {
  const { count } = await db.partner.updateMany({
    where: { id: partnerId, ...(version ? { updatedAt: new Date(version) } : {}) },
    data: { offerRules: offerRulesSchema.parse(rules) },
  });
  if (count === 1) return true;
  return version && (await db.partner.count({ where: { id: partnerId } })) === 1 ? 'changed' : false;
}
