'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { prisma } from '@/lib/db';
import { formFields, formStateOf, type FormState } from '@/lib/actions/form-state';
import { recordServerEvent } from '@/lib/beacons/record';
import { kickOutbox } from '@/lib/mail/runner';
import { clientAddressKey } from '@/lib/rate-limit';
import { bookingSchema, reviewSchema } from '@/lib/directory/schemas';
import { submitBookingRequest } from './bookings';
import { revalidateDirectory } from '@/lib/cache/directory-tags';
import { submitReview } from './reviews';

/*
 * Form actions of a partner's page (docs/decisions/11-staff-security.md §7): `<form action>` posts here before hydration and without
 * JavaScript, and the browser's script calls the same functions after validating. The partner is a hidden field;
 * the schema refuses anything but a positive whole number.
 */

/** The posted form as the schema's plain object, the partner's id as a number (NaN when missing or junk). */
function partnerForm(formData: FormData, names: string[]) {
  const raw = formFields(formData, names);
  return { ...raw, partnerId: Number(raw.partnerId || Number.NaN) };
}

/** Review form action (docs/decisions/03-partner-directory.md §5): see submitReview. Public (no sign-in); a new review shows at once on its page. */
export async function createReview(_previous: FormState, formData: FormData): Promise<FormState> {
  const raw = partnerForm(formData, Object.keys(reviewSchema.shape));
  const result = await submitReview(prisma, raw, clientAddressKey(await headers()));
  if (result.ok && result.data.id !== null) revalidateDirectory({ partnerId: raw.partnerId });
  return formStateOf(result, { submitted: raw });
}

/** Booking-request form action (docs/decisions/03-partner-directory.md §5): see submitBookingRequest. Public (no sign-in). */
export async function createBookingRequest(_previous: FormState, formData: FormData): Promise<FormState> {
  const raw = partnerForm(formData, Object.keys(bookingSchema.shape));
  const requestHeaders = await headers();
  const result = await submitBookingRequest(prisma, raw, clientAddressKey(requestHeaders));
  if (result.ok) after(() => kickOutbox()); // the team's notification goes out now, not at the next sweep
  // Counted where it is stored (docs/decisions/16-insights.md §1), after the answer; a honeypot hit (id null) is not a request.
  if (result.ok && result.data.id !== null)
    after(() => recordServerEvent(prisma, requestHeaders, 'booking-request', raw.partnerId));
  return formStateOf(result, { submitted: raw });
}
