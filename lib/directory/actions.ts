'use server';

import { updateTag } from 'next/cache';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { prisma } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/runner';
import { clientAddressKey } from '@/lib/rate-limit';
import { submitBookingRequest } from './bookings';
import { DIRECTORY_TAG } from './queries';
import { submitReview } from './reviews';
import type { SubmissionResult } from './submission';

/** Review form action (issue 3 §5): see submitReview. Public (no sign-in); a new review shows at once. */
export async function createReview(raw: unknown): Promise<SubmissionResult> {
  const result = await submitReview(prisma, raw, clientAddressKey(await headers()));
  if (result.ok && result.data.id !== null) updateTag(DIRECTORY_TAG);
  return result;
}

/** Booking-request form action (issue 3 §5): see submitBookingRequest. Public (no sign-in). */
export async function createBookingRequest(raw: unknown): Promise<SubmissionResult> {
  const result = await submitBookingRequest(prisma, raw, clientAddressKey(await headers()));
  if (result.ok) after(() => kickOutbox()); // the team's notification goes out now, not at the next sweep
  return result;
}
