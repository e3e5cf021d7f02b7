import type { Db } from '@/lib/db';
import { reviewSchema } from '@/lib/validation/directory';
import { REVIEW_LIMIT, type SubmissionResult } from './submission';
import { runPartnerSubmission } from './submission-run';

/**
 * Stores a guest's review of a visible partner (docs/spec.md §3 Review; docs/decisions/03-partner-directory.md §5), counted against the per-address
 * REVIEW_LIMIT (5 an hour) in the same transaction; see runPartnerSubmission for honeypot and refusals.
 * @param addressKey the hashed client address (clientAddressKey).
 * @returns `{ ok: true, data: { id } }` (id null for the honeypot) or a translated `{ ok: false, error, fieldErrors? }`.
 */
export function submitReview(db: Db, raw: unknown, addressKey: string): Promise<SubmissionResult> {
  return runPartnerSubmission(db, raw, {
    schema: reviewSchema,
    limit: REVIEW_LIMIT,
    addressKey,
    store: (tx, { partnerId, rating, authorName, comment, locale }) =>
      tx.review.create({ data: { partnerId, rating, authorName, comment, locale }, select: { id: true } }),
  });
}
