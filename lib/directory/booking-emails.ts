import { createElement } from 'react';
import { BookingEmail } from '@/emails/booking-email';
import type { Tx } from '@/lib/db';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { renderEmail } from '@/lib/mail/render';
import { bookingEmailSubject, type BookingEmailData } from '@/lib/mail/templates';
import { localizedUrl } from '@/lib/seo/metadata';
import { storedDay } from '@/lib/time';
import { bookingStatusUrl } from './booking-status';

/*
 * The e-mails of a booking request that goes straight to the partner (docs/membership.md "Booking requests to the
 * partner"), queued in the caller's transaction, each rendered now in its reader's language.
 */

const localeOf = (value: string): Locale => (isLocale(value) ? value : routing.defaultLocale);

async function queue(tx: Tx, template: string, to: string, locale: Locale, data: BookingEmailData) {
  const email = await renderEmail(bookingEmailSubject(data, locale), createElement(BookingEmail, { data, locale }));
  await tx.outboxEmail.create({ data: { template, to, locale, ...email } });
}

async function readRequest(tx: Tx, id: number) {
  return tx.bookingRequest.findUniqueOrThrow({
    where: { id },
    include: { partner: { select: { name: true, bookingAnswerHours: true } } },
  });
}

/**
 * Queues a new direct request's e-mails: to every enabled user of the partner in their language (template
 * `booking-partner-request`, the guest's details and the partner area's requests page) and the guest's receipt
 * (`booking-guest-sent`, with the status page's link).
 */
export async function queueDirectBookingEmails(tx: Tx, requestId: number): Promise<void> {
  const request = await readRequest(tx, requestId);
  const users = await tx.partnerUser.findMany({
    where: { partnerId: request.partnerId, disabled: false },
    select: { email: true, locale: true },
  });
  const base = {
    partnerName: request.partner.name,
    guestName: request.name,
    preferredDate: request.preferredDate ? storedDay(request.preferredDate) : null,
    partySize: request.partySize,
  };
  for (const user of users) {
    const locale = localeOf(user.locale);
    await queue(tx, 'booking-partner-request', user.email, locale, {
      ...base,
      kind: 'partner-request',
      url: localizedUrl('/partner/bookings', locale),
      guest: {
        email: request.email,
        phone: request.phone,
        message: request.message,
        answerHours: request.partner.bookingAnswerHours,
      },
    });
  }
  const guestLocale = localeOf(request.locale);
  await queue(tx, 'booking-guest-sent', request.email, guestLocale, {
    ...base,
    kind: 'guest-sent',
    url: bookingStatusUrl(request.id, guestLocale),
  });
}

/** Queues the partner's answer to the guest (`booking-guest-answer`), in the guest's language, with the status link. */
export async function queueBookingAnswerEmail(tx: Tx, requestId: number): Promise<void> {
  const request = await readRequest(tx, requestId);
  if (!request.answer) return;
  const locale = localeOf(request.locale);
  await queue(tx, 'booking-guest-answer', request.email, locale, {
    kind: 'guest-answer',
    partnerName: request.partner.name,
    guestName: request.name,
    preferredDate: request.preferredDate ? storedDay(request.preferredDate) : null,
    partySize: request.partySize,
    url: bookingStatusUrl(request.id, locale),
    answer: {
      kind: request.answer as 'accepted' | 'proposed' | 'declined',
      note: request.answerNote,
      date: request.proposedDate ? storedDay(request.proposedDate) : null,
      time: request.proposedTime,
    },
  });
}
