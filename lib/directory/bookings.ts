import type { Db } from '@/lib/db';
import { queueBookingRequestEmail } from '@/lib/mail/queue';
import { consumeRateLimit } from '@/lib/rate-limit';
import { bookingSchema } from '@/lib/validation/directory';
import {
  BOOKING_LIMIT,
  invalidSubmission,
  submissionTranslator,
  SubmissionRefused,
  type SubmissionResult,
} from './submission';

/**
 * Stores a booking request for a visible partner and queues the team's e-mail in the same transaction
 * (issue 3 §5; DESIGN: outbox), so a failed e-mail never loses the request and a refused request queues nothing.
 * Per-address rate limit BOOKING_LIMIT; a filled honeypot answers success and stores nothing.
 * @param addressKey the hashed client address (clientAddressKey).
 * @returns `{ ok: true, data: { id } }` or a translated `{ ok: false, error, fieldErrors? }`.
 */
export async function submitBookingRequest(db: Db, raw: unknown, addressKey: string): Promise<SubmissionResult> {
  const { t } = submissionTranslator(raw);
  const parsed = bookingSchema.safeParse(raw);
  if (!parsed.success) return invalidSubmission(t, parsed.error);
  const { partnerId, website, preferredDate, ...fields } = parsed.data;
  if (website) return { ok: true, data: { id: null } };

  try {
    const booking = await db.$transaction(async (tx) => {
      const partner = await tx.partner.findUnique({ where: { id: partnerId }, select: { isVisible: true } });
      if (!partner?.isVisible) throw new SubmissionRefused('partnerNotFound');
      if (!(await consumeRateLimit(tx, BOOKING_LIMIT, addressKey))) throw new SubmissionRefused('rateLimited');
      const created = await tx.bookingRequest.create({
        // A calendar day (Lisbon): stored as a DATE, so midnight UTC of that day.
        data: { partnerId, ...fields, preferredDate: new Date(`${preferredDate}T00:00:00Z`) },
      });
      await queueBookingRequestEmail(tx, created.id);
      return created;
    });
    return { ok: true, data: { id: booking.id } };
  } catch (error) {
    if (error instanceof SubmissionRefused) return { ok: false, error: t(`DirectoryForms.${error.reason}`) };
    console.error('Storing a booking request failed', error);
    return { ok: false, error: t('DirectoryForms.unexpected') };
  }
}
