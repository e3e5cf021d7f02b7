import type { Result } from '@/lib/result';

/** A review or booking request's answer: the stored row's id (null when a honeypot dropped it silently). */
export type SubmissionResult = Result<{ id: number | null }>;

/** Spam guards of the directory forms: at most `limit` submissions per client address per hour. */
export const REVIEW_LIMIT = { bucket: 'review', limit: 5, windowMinutes: 60 };
export const BOOKING_LIMIT = { bucket: 'booking-request', limit: 5, windowMinutes: 60 };

/** Thrown inside a submission transaction to roll it back with a message key of `DirectoryForms`. */
export class SubmissionRefused extends Error {
  constructor(readonly reason: 'partnerNotFound' | 'rateLimited') {
    super(reason);
  }
}
