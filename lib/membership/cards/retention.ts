import { subMonths } from 'date-fns';
import type { Db } from '@/lib/db';
import { claimDailyRun } from '@/lib/ops/daily-job';

/*
 * Privacy (docs/membership.md "Privacy"): a card, with the guest's or owner's name and e-mail, is deleted a set time
 * after it ends (the stay's departure, an owner's renewal date, or its revocation); its redemptions stay counted for the partners' figures, anonymized (no card). Stated on the privacy page.
 */

/** Months after departure a card is kept: MEMBERSHIP_RETENTION_MONTHS (1 to 120), default 13. */
export function retentionMonths(value = process.env.MEMBERSHIP_RETENTION_MONTHS): number {
  const months = Number(value ?? 13);
  return Number.isInteger(months) && months >= 1 && months <= 120 ? months : 13;
}

/**
 * Deletes the cards that ended more than retentionMonths() before `now` (departure, an owner's renewal date, or the
 * day it was revoked, whichever is first; their redemptions lose their card:
 * ON DELETE SET NULL), once a day across processes (claimDailyRun). Their e-mails in the outbox go too, as do
 * partner sign-in links past their expiry (and their e-mails after a day) and ended partner sessions.
 * @returns how many cards were deleted, or null when another run already took today's turn.
 */
export async function deleteExpiredCards(db: Db, now: Date = new Date()): Promise<number | null> {
  const before = subMonths(now, retentionMonths());
  return db.$transaction(async (tx) => {
    if (!(await claimDailyRun(tx, 'membership:retention', now))) return null;
    await tx.partnerSignInToken.deleteMany({ where: { expires: { lt: now } } });
    await tx.partnerSession.deleteMany({ where: { expires: { lt: now } } });
    // The e-mails that carried the card (its secret link, the guest's name) go with it; sign-in links after a day.
    await tx.outboxEmail.deleteMany({
      where: {
        OR: [
          { template: 'member-card', createdAt: { lt: before } },
          { template: 'partner-sign-in', createdAt: { lt: new Date(now.getTime() - 86_400_000) } },
        ],
        status: { not: 'pending' },
      },
    });
    // A card ends on its last day (an owner's: its renewal date) or when it is revoked, whichever comes first.
    const { count } = await tx.memberCard.deleteMany({
      where: { OR: [{ departure: { lt: before } }, { revokedAt: { lt: before } }] },
    });
    return count;
  });
}
