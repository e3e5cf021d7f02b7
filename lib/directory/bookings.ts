import type { Db, Tx } from '@/lib/db';
import { queueTeamNotification } from '@/lib/mail/queue';
import { teamLocale } from '@/lib/mail/config';
import type { TeamNotificationData } from '@/lib/mail/templates';
import { formatDayInWords } from '@/lib/i18n/format';
import { bookingSchema } from '@/lib/directory/schemas';
import type { ActionResult } from '@/lib/actions/result';
import { submitPublicForm } from '@/lib/actions/public-action';
import { queueDirectBookingEmails } from './booking-emails';
import { BOOKING_LIMIT, DIRECTORY_FORM_MESSAGES, DIRECTORY_HIDDEN_FIELDS, requireVisiblePartner } from './submission';

/**
 * Stores a booking request for a visible partner and queues the team's e-mail in the same transaction, or, for a
 * partner that answers its own requests, its users' e-mails and the guest's receipt with the status link, with the
 * partner's deadline (docs/membership.md "Booking requests to the partner")
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
      // A partner that answers its own requests gets it, with its deadline; the others go through the company.
      const partner = await tx.partner.findUniqueOrThrow({
        where: { id: partnerId },
        select: {
          bookingDirect: true,
          bookingAnswerHours: true,
          partnerUsers: { where: { disabled: false }, select: { id: true }, take: 1 },
        },
      });
      // Without an enabled user nobody could answer it: it goes through the company.
      const direct = partner.bookingDirect && partner.partnerUsers.length > 0;
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
          direct,
          answerDeadline: direct ? new Date(Date.now() + partner.bookingAnswerHours * 3_600_000) : null,
        },
        select: { id: true },
      });
      if (direct) await queueDirectBookingEmails(tx, created.id);
      else await queueBookingRequestEmail(tx, created.id);
      return created.id;
    },
  });
}

/**
 * Queues the team's notification of a booking request (Reply-To: the guest), in the team's language; `escalated`
 * when a direct request had no answer from the partner within its hours.
 */
export async function queueBookingRequestEmail(tx: Tx, bookingRequestId: number, escalated = false): Promise<void> {
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
  // The request's own hours (its deadline was set when it was made; the partner's setting may have changed since).
  if (escalated && request.answerDeadline)
    fields.push([
      'noAnswer',
      String(Math.round((request.answerDeadline.getTime() - request.createdAt.getTime()) / 3_600_000)),
    ]);
  await queueTeamNotification(tx, 'booking-request-notification', {
    replyTo: request.email,
    data: { fields, message: request.message, subjectDetail: request.partner.name },
  });
}

/**
 * Sends staff every direct request still without an answer past its deadline (docs/membership.md "Booking requests
 * to the partner"): each is marked once (`escalatedAt`, in the same statement that finds it, so two processes never
 * both take it) and the team's notification is queued with it. The partner may still answer afterwards.
 * @returns how many requests went to staff.
 */
export async function escalateUnansweredBookings(db: Db, now: Date = new Date()): Promise<number> {
  return db.$transaction(async (tx) => {
    const taken = await tx.$queryRaw<{ id: number }[]>`
      UPDATE booking_requests SET escalated_at = ${now}
      WHERE direct AND answered_at IS NULL AND escalated_at IS NULL AND answer_deadline <= ${now}
      RETURNING id`;
    for (const { id } of taken) await queueBookingRequestEmail(tx, id, true);
    return taken.length;
  });
}
