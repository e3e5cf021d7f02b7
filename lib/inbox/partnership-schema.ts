import * as z from '@/lib/validation/zod';
import { locales } from '@/lib/i18n/routing';
import { emailAddress, honeypot, phoneNumber, required } from '@/lib/validation/fields';
import { businessTypes } from '@/lib/validation/form-limits';

/**
 * Partnership request (docs/spec.md §3: business name, contact name, email, phone, business type, description), shared
 * by the form and the server. `website` is the honeypot (see contact.ts). Messages are `Validation` keys.
 */
export const partnershipRequestSchema = z.object({
  businessName: required(160),
  contactName: required(120),
  email: emailAddress(),
  phone: phoneNumber(),
  businessType: z.enum(businessTypes, 'option'),
  description: required(5000),
  website: honeypot(),
});
export type PartnershipRequestValues = z.input<typeof partnershipRequestSchema>;

/** What the browser sends: the form and the language it was filled in. */
export const partnershipSubmissionSchema = z.extend(partnershipRequestSchema, { locale: z.enum(locales) });
