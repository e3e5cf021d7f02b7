import type { Db } from '@/lib/db';
import { queueBookingAnswerEmail } from '@/lib/directory/booking-emails';
import { bookingState, type BookingState } from '@/lib/directory/booking-status';
import { recordActivity } from '@/lib/staff/activity/log';
import { storedDay } from '@/lib/time';
import type { PartnerIdentity } from '@/lib/partner-auth/session';
import { isActivePartnerUser } from '@/lib/partner-auth/active-user';

/*
 * Booking requests answered by the partner (docs/membership.md "Booking requests to the partner"): a partner that
 * takes requests directly sees them in its area and accepts, proposes another time or declines. Every function
 * reads the user from the database first (enabled, of this partner) and takes the partner from the session.
 */

/** A partner's answer: "accepted", "proposed" (with another day and time) or "declined", with a short note. */
export type BookingAnswer =
  { kind: 'accepted' | 'declined'; note: string } | { kind: 'proposed'; note: string; date: string; time: string };

/** A request as the partner area lists it: days 'YYYY-MM-DD', instants ISO. */
export type PartnerBooking = {
  id: number;
  name: string;
  email: string;
  phone: string;
  preferredDate: string | null;
  partySize: number;
  message: string;
  answerDeadline: string | null;
  state: BookingState;
  note: string | null;
  proposedDate: string | null;
  proposedTime: string | null;
};

/** The partner's direct requests, newest first (at most 100), or null when `who` is no longer its user. */
export async function listPartnerBookings(db: Db, who: PartnerIdentity): Promise<PartnerBooking[] | null> {
  if (!(await isActivePartnerUser(db, who))) return null;
  const rows = await db.bookingRequest.findMany({
    where: { partnerId: who.partnerId, direct: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 100,
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferredDate: row.preferredDate ? storedDay(row.preferredDate) : null,
    partySize: row.partySize,
    message: row.message,
    answerDeadline: row.answerDeadline?.toISOString() ?? null,
    state: bookingState(row),
    note: row.answerNote,
    proposedDate: row.proposedDate ? storedDay(row.proposedDate) : null,
    proposedTime: row.proposedTime,
  }));
}

/**
 * Answers direct request `id` of the user's partner, once: the guest's e-mail goes out in the guest's language with
 * the status link (same transaction), and the activity log names the user. A request that went to staff past its
 * deadline may still be answered.
 * @returns 'done'; 'forbidden' when `who` is no longer an enabled user of its partner; 'not-found' when the partner
 * has no such direct request or it was answered already.
 */
export async function answerBooking(
  db: Db,
  who: PartnerIdentity,
  id: number,
  answer: BookingAnswer,
): Promise<'done' | 'forbidden' | 'not-found'> {
  return db.$transaction(async (tx) => {
    if (!(await isActivePartnerUser(tx, who))) return 'forbidden';
    const { count } = await tx.bookingRequest.updateMany({
      where: { id, partnerId: who.partnerId, direct: true, answeredAt: null },
      data: {
        answer: answer.kind,
        answerNote: answer.note.trim() || null,
        proposedDate: answer.kind === 'proposed' ? new Date(`${answer.date}T00:00:00Z`) : null,
        proposedTime: answer.kind === 'proposed' ? answer.time : null,
        answeredAt: new Date(),
        answeredBy: who.userId,
        // Answered: nothing left for the team's inbox to do (a request that went to staff too).
        status: 'handled',
      },
    });
    if (count !== 1) return 'not-found';
    await queueBookingAnswerEmail(tx, id);
    await recordActivity(tx, {
      adminId: null,
      partnerUserId: who.userId,
      action: 'booking.answer',
      target: `partner:${who.partnerId}`,
      detail: { bookingId: id, answer: answer.kind, by: who.email },
    });
    return 'done';
  });
}
