import type { Db } from '@/lib/db';
import { calendarDay } from '@/lib/i18n/format';
import { queueMemberCardEmail } from './card-email';
import { lisbonToday, storedDay } from '@/lib/time';
import { yearsAfter } from '@/lib/partner-record/offer-rules';

/*
 * Owners' cards (docs/membership.md "Owners' cards"): a property owner's year-round card, valid from its start
 * (`arrival`) to its renewal date (`departure`), with the offers' per-stay limits counted per card year instead
 * (./offer-rules.ts cardYearStart). Issued by staff (issueCards with kind 'owner'), renewed a year at a time, revoked when the
 * owner leaves (setCardRevoked). The staff actions (./staff-owner-actions.ts) check the session and log the activity.
 */

/**
 * Renews an owner's card for a year: its renewal date moves a year past the current one, or a year past today
 * (Lisbon) when the card has already ended; the owner is e-mailed the card again. A card renewed more than a year
 * ahead is left as it is.
 * @returns the new renewal date "YYYY-MM-DD", or 'not-found' (no such owner's card), 'revoked' (restore it first),
 * 'already-renewed' (its renewal date is more than a year after today).
 */
export async function renewOwnerCard(
  db: Db,
  id: string,
  now: Date = new Date(),
): Promise<{ renewal: string } | 'not-found' | 'revoked' | 'already-renewed'> {
  return db.$transaction(async (tx) => {
    const card = await tx.memberCard.findFirst({ where: { id, kind: 'owner' } });
    if (!card) return 'not-found';
    if (card.revokedAt) return 'revoked';
    const today = lisbonToday(now);
    const current = storedDay(card.departure);
    if (current > yearsAfter(today, 1)) return 'already-renewed';
    const renewal = yearsAfter(current < today ? today : current, 1);
    const updated = await tx.memberCard.update({ where: { id }, data: { departure: calendarDay(renewal) } });
    await queueMemberCardEmail(tx, updated);
    return { renewal };
  });
}
