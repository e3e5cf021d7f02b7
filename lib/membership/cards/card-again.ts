import type { Db } from '@/lib/db';
import { queueMemberCardEmail } from './card-email';

/**
 * "Get my card again" (docs/membership.md "A card guests can always get"): e-mails the guest every current card
 * booked under `email` again, each in its card's language, in one transaction (docs/mail.md outbox). A card is
 * current when it is not revoked and its stay has not ended: departure on or after `today`, so cards for stays to
 * come are sent too. The address is compared lower-cased, as cards store it.
 * @param today the Lisbon calendar day "YYYY-MM-DD" (lisbonToday()).
 * @returns how many e-mails were queued: 0 when the address has no current card.
 */
export async function sendCurrentCards(db: Db, email: string, today: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const cards = await tx.memberCard.findMany({
      where: {
        email: email.trim().toLowerCase(),
        revokedAt: null,
        departure: { gte: new Date(`${today}T00:00:00Z`) },
      },
      orderBy: { arrival: 'asc' },
    });
    for (const card of cards) await queueMemberCardEmail(tx, card);
    return cards.length;
  });
}
