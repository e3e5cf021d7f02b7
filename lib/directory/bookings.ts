import type { Db, Tx } from '@/lib/db';
import { queueTeamNotification } from '@/lib/mail/queue';
import { teamLocale } from '@/lib/mail/config';
import type { TeamNotificationData } from '@/lib/mail/templates';
import { formatDayInWords } from '@/lib/i18n/format';
import { bookingSchema } from '@/lib/directory/schemas';
import type { ActionResult } from '@/lib/actions/result';
import { submitPublicForm } from '@/lib/actions/public-action';
import { BOOKING_LIMIT, DIRECTORY_FORM_MESSAGES, DIRECTORY_HIDDEN_FIELDS, requireVisiblePartner } from './submission';

/**
 * Stores a booking request for a visible partner and queues the team's e-mail in the same transaction
 * (docs/decisions/03-partner-directory.md §5; docs/design.md: outbox), so a failed e-mail never loses the request and a refused request queues nothing.
 * Counted against the per-address BOOKING_LIMIT (5 an hour); see submitPublicForm for honeypot and refusals.
 * @param addressKey the hashed client address (clientAddressKey).
 * @returns `{ ok: true, data: { id } }` or a translated `{ ok: false, error, fieldErrors? }`.
 */
export function submitBookingRequest(
  db: Db,
  raw: unknown,
  addressKey: string,
): Promise<ActionResult<{ id: number | null }>> {
  return submitPublicForm(db, raw, addressKey, {
    schema: bookingSchema,
    limit: BOOKING_LIMIT,
    messages: DIRECTORY_FORM_MESSAGES,
    hidden: DIRECTORY_HIDDEN_FIELDS,
    check: requireVisiblePartner,
    store: async (tx, { partnerId, name, email, phone, preferredDate, partySize, message, locale }) => {
      const created = await tx.bookingRequest.create({
        // A calendar day (Lisbon), stored as a DATE: midnight UTC of that day.
        data: {
          partnerId,
          name,
          email,
          phone,
          partySize,
          message,
          locale,
          preferredDate: new Date(`${preferredDate}T00:00:00Z`),
        },
        select: { id: true },
      });
      await queueBookingRequestEmail(tx, created.id);
      return created.id;
    },
  });
}

/** Queues the team's notification of a booking request (Reply-To: the guest), in the team's language. */
export async function queueBookingRequestEmail(tx: Tx, bookingRequestId: number): Promise<void> {
  const request = await tx.bookingRequest.findUniqueOrThrow({
    where: { id: bookingRequestId },
    include: { partner: true },
  });
  const fields: TeamNotificationData['fields'] = [
    ['partner', request.partner.name],
    ['name', request.name],
    ['email', request.email],
    ['phone', request.phone],
    ['partySize', String(request.partySize)],
  ];
  if (request.preferredDate)
    fields.push(['preferredDate', formatDayInWords(request.preferredDate.toISOString().slice(0, 10), teamLocale())]);
  await queueTeamNotification(tx, 'booking-request-notification', {
    replyTo: request.email,
    data: { fields, message: request.message, subjectDetail: request.partner.name },
  });
}
