import * as z from '@/lib/validation/zod';
import { jsonIdSchema } from '@/lib/validation/ids';
import { locales } from '@/lib/i18n/routing';
import { lastBookingDate, lisbonToday } from '@/lib/time';
import { calendarDay, emailAddress, honeypot, phoneNumber, required } from '@/lib/validation/fields';
import { MAX_PARTY_SIZE, REVIEW_COMMENT_MAX } from '@/lib/validation/form-limits';

/**
 * Review and booking-request forms (docs/spec.md §2 Item detail; docs/decisions/03-partner-directory.md §5), shared by the forms (react-hook-form) and
 * the server actions. Messages are keys of the `Validation` messages or, for the directory's own rules, of
 * `DirectoryValidation`. `website` is a honeypot: people never see it, bots fill it in.
 */
const common = {
  partnerId: jsonIdSchema,
  locale: z.enum(locales),
};

export const reviewFormSchema = z.object({
  rating: z.coerce.number<string | number>().check(z.int('rating'), z.minimum(1, 'rating'), z.maximum(5, 'rating')),
  authorName: required(80),
  comment: required(REVIEW_COMMENT_MAX),
  website: honeypot(),
});
export const reviewSchema = z.strictObject({ ...reviewFormSchema.shape, ...common });
export type ReviewFormValues = z.input<typeof reviewFormSchema>;
export type ReviewInput = z.infer<typeof reviewSchema>;

export const bookingFormSchema = z.object({
  name: required(120),
  email: emailAddress(),
  phone: phoneNumber(),
  preferredDate: calendarDay().check(
    z.refine((date) => date >= lisbonToday(), 'datePast'),
    z.refine((date) => date <= lastBookingDate(), 'dateTooFar'),
  ),
  partySize: z.coerce
    .number<string | number>()
    .check(z.int('partySize'), z.minimum(1, 'partySize'), z.maximum(MAX_PARTY_SIZE, 'partySize')),
  message: required(2000),
  website: honeypot(),
});
export const bookingSchema = z.strictObject({ ...bookingFormSchema.shape, ...common });
export type BookingFormValues = z.input<typeof bookingFormSchema>;
export type BookingInput = z.infer<typeof bookingSchema>;
