import { calendarDay, optionalText } from '@/lib/validation/fields';
import { timeOfDay as time } from '@/lib/opening-hours/schema';
import { idSchema } from '@/lib/validation/ids';
import { lisbonToday } from '@/lib/time';
import * as z from '@/lib/validation/zod';

/**
 * A partner's answer to a direct booking request as its form posts it (docs/membership.md "Booking requests to the
 * partner"): `id`, `answer` ("accepted" or "declined", or "proposed" with another `date`, YYYY-MM-DD, and `time`,
 * HH:MM) and a `note` of up to 500 characters. A proposed day before today in Lisbon is refused (`dayPast`, on the
 * date field), read from the clock when the form is parsed.
 */
export const bookingAnswerSchema = z.discriminatedUnion('answer', [
  z.object({ id: idSchema, answer: z.enum(['accepted', 'declined']), note: optionalText(500) }),
  z.object({
    id: idSchema,
    answer: z.literal('proposed'),
    note: optionalText(500),
    date: calendarDay().check(z.refine((day) => day >= lisbonToday(), { message: 'dayPast' })),
    time,
  }),
]);
