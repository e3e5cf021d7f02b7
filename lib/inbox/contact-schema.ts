import * as z from '@/lib/validation/zod';
import { locales } from '@/lib/i18n/routing';
import { emailAddress, honeypot, PHONE_PATTERN, required } from '@/lib/validation/fields';

/**
 * Contact form (docs/spec.md §3 Contact message: name, phone, email, subject, message), shared by the form and the
 * server. Phone is optional. `website` is the honeypot: people never see it, so a value marks a bot. Error
 * messages are keys of the `Validation` messages.
 */
export const contactMessageSchema = z.object({
  name: required(120),
  phone: z.string().check(
    z.trim(),
    z.maxLength(30, 'tooLong'),
    z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), 'phone'),
  ),
  email: emailAddress(),
  subject: required(160),
  message: required(5000),
  website: honeypot(),
});
export type ContactMessageValues = z.input<typeof contactMessageSchema>;

/** What the browser sends: the form and the language it was filled in. */
export const contactSubmissionSchema = z.extend(contactMessageSchema, { locale: z.enum(locales) });
