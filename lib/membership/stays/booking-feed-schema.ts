import { routing } from '@/lib/i18n/routing';
import { isHttpUrl, required } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';

/*
 * A booking feed as staff add it (docs/membership.md "Booking feeds"). Messages are keys of the `Validation`
 * messages or full keys, translated where shown.
 */

/** The longest grace period staff may set, in hours (30 days). */
export const MAX_GRACE_HOURS = 720;

/** Hours a reservation may be missing from its feed before its card is revoked: a whole number, 0 to 720. */
export const graceHours = z.coerce
  .number('BackofficeFeeds.errors.grace')
  .check(
    z.int('BackofficeFeeds.errors.grace'),
    z.minimum(0, 'BackofficeFeeds.errors.grace'),
    z.maximum(MAX_GRACE_HOURS, 'BackofficeFeeds.errors.grace'),
  );

/** A new feed: the property shown on its cards, its http(s) URL, its guests' language and the grace period in hours. */
export const bookingFeedSchema = z.object({
  property: required(200),
  url: required(2000).check(z.refine(isHttpUrl, 'BackofficeFeeds.errors.url')),
  locale: z.enum(routing.locales, 'language'),
  graceHours,
});

export type BookingFeedInput = z.infer<typeof bookingFeedSchema>;

/** The form's field names, for formFields. */
export const bookingFeedFields = ['property', 'url', 'locale', 'graceHours'] as const;
