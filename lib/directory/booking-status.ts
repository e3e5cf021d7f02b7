import { createHmac, timingSafeEqual } from 'node:crypto';
import { prisma, type Db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { readAuthSecret } from '@/lib/secret-check';
import { localizedUrl } from '@/lib/seo/metadata';
import { storedDay } from '@/lib/time';

/*
 * A booking request's status page (docs/membership.md "Booking requests to the partner"): `/{locale}/booking/{id}~{signature}`,
 * the signature an HMAC-SHA256 of the request's id under AUTH_SECRET, so the link in the guest's e-mails cannot be
 * guessed or made from an id (as a member card's link).
 */

const signature = (id: number) =>
  createHmac('sha256', readAuthSecret()).update(`booking-request-link:${id}`).digest('base64url');

/** The request id a status link's token names, or null when malformed or forged (compared in constant time). */
export function bookingIdOfToken(token: string): number | null {
  const match = /^(\d{1,9})~([\w-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(signature(Number(match[1])));
  const actual = Buffer.from(match[2]);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? Number(match[1]) : null;
}

/** The absolute status link of a booking request on SITE_URL, in `locale` (English without a prefix). */
export function bookingStatusUrl(id: number, locale: Locale): string {
  return localizedUrl(`/booking/${id}~${signature(id)}`, locale);
}

/** Where a request stands, as the guest and staff read it. */
export type BookingState = 'company' | 'waiting' | 'accepted' | 'proposed' | 'declined' | 'withStaff';

/** A request's state: through the company; or the partner's answer; or waiting, or with staff past the deadline. */
export function bookingState(request: {
  direct: boolean;
  answer: string | null;
  escalatedAt: Date | null;
}): BookingState {
  if (!request.direct) return 'company';
  if (request.answer === 'accepted' || request.answer === 'proposed' || request.answer === 'declined')
    return request.answer;
  return request.escalatedAt ? 'withStaff' : 'waiting';
}

/**
 * What the status page shows of request `id`: the partner's name, the guest's request (day 'YYYY-MM-DD', party) and
 * its state with the partner's note and proposed day and time; or null when there is no such request.
 */
export async function readBookingStatus(db: Db, id: number) {
  const row = await db.bookingRequest.findUnique({ where: { id }, include: { partner: { select: { name: true } } } });
  if (!row) return null;
  return {
    partnerName: row.partner.name,
    name: row.name,
    preferredDate: row.preferredDate ? storedDay(row.preferredDate) : null,
    partySize: row.partySize,
    state: bookingState(row),
    note: row.answerNote,
    proposedDate: row.proposedDate ? storedDay(row.proposedDate) : null,
    proposedTime: row.proposedTime,
  };
}

/**
 * The status page's read: the request a status link's `token` names (bookingIdOfToken), or null when the token is
 * forged or the request is gone. The signature is the authorization: no session is asked for.
 */
export async function bookingStatusOfToken(token: string) {
  const id = bookingIdOfToken(token);
  return id === null ? null : readBookingStatus(prisma, id);
}
