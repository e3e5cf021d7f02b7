import type { Db } from '@/lib/db';
import { queueBookingRequestEmail } from '@/lib/mail/queue';
import { bookingSchema } from '@/lib/validation/directory';
import { BOOKING_LIMIT, type SubmissionResult } from './submission';
import { runPartnerSubmission } from './submission-run';

/**
 * Stores a booking request for a visible partner and queues the team's e-mail in the same transaction
 * (docs/decisions/03-partner-directory.md §5; docs/design.md: outbox), so a failed e-mail never loses the request and a refused request queues nothing.
 * Counted against the per-address BOOKING_LIMIT (5 an hour); see runPartnerSubmission for honeypot and refusals.
 * @param addressKey the hashed client address (clientAddressKey).
 * @returns `{ ok: true, data: { id } }` or a translated `{ ok: false, error, fieldErrors? }`.
 */
export function submitBookingRequest(db: Db, raw: unknown, addressKey: string): Promise<SubmissionResult> {
  return runPartnerSubmission(db, raw, {
    schema: bookingSchema,
    limit: BOOKING_LIMIT,
    addressKey,
    store: async (tx, { partnerId, name, email, phone, preferredDate, partySize, message, locale }) => {
      const created = await tx.bookingRequest.create({
        // A calendar day (Lisbon), stored as a DATE: midnight UTC of that day.
        data: { partnerId, name, email, phone, partySize, message, locale, preferredDate: new Date(`${preferredDate}T00:00:00Z`) },
        select: { id: true },
      });
      await queueBookingRequestEmail(tx, created.id);
      return created;
    },
  });
}
