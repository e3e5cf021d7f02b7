'use server';

import { prisma } from '@/lib/db';
import { partnerForm } from '@/lib/partner-auth/form-action';
import { answerBooking } from './partner-booking-answers';
import { bookingAnswerSchema } from './partner-booking-schema';

/**
 * Answers a direct booking request (docs/membership.md "Booking requests to the partner"): fields `locale`, `id`,
 * `answer` ("accepted", "proposed" or "declined"), `note` (up to 500 characters) and, to propose another time,
 * `date` (YYYY-MM-DD, today in Lisbon or later) and `time` (HH:MM). The guest gets the answer by e-mail.
 */
export const answerBookingAction = partnerForm({
  path: '/partner/bookings',
  fields: ['id', 'answer', 'note', 'date', 'time'],
  schema: bookingAnswerSchema,
  fieldOf: ([field]) => (field === 'note' || field === 'date' || field === 'time' ? field : undefined),
  keepTyped: true,
  done: 'PartnerBookings.answered',
  run: async (form, { who }) => {
    const outcome = await answerBooking(
      prisma,
      who,
      form.id,
      form.answer === 'proposed'
        ? { kind: 'proposed', note: form.note, date: form.date, time: form.time }
        : { kind: form.answer, note: form.note },
    );
    if (outcome === 'forbidden') return { ok: false, error: 'partnerOnly' };
    if (outcome === 'not-found') return { ok: false, error: 'bookingGone' };
    return { ok: true, data: null };
  },
});
