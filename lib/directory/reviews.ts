import type { Db } from '@/lib/db';
import { reviewSchema } from '@/lib/directory/schemas';
import type { ActionResult } from '@/lib/actions/result';
import { submitPublicForm } from '@/lib/actions/public-action';
import { REVIEW_LIMIT, DIRECTORY_FORM_MESSAGES, DIRECTORY_HIDDEN_FIELDS, requireVisiblePartner } from './submission';

/**
 * Stores a guest's review of a visible partner (docs/spec.md §3 Review; docs/decisions/03-partner-directory.md §5), counted against the per-address
 * REVIEW_LIMIT (5 an hour) in the same transaction; see submitPublicForm for honeypot and refusals.
 * @param addressKey the hashed client address (clientAddressKey).
 * @returns `{ ok: true, data: { id } }` (id null for the honeypot) or a translated `{ ok: false, error, fieldErrors? }`.
 */
export function submitReview(db: Db, raw: unknown, addressKey: string): Promise<ActionResult<{ id: number | null }>> {
  return submitPublicForm(db, raw, addressKey, {
    schema: reviewSchema,
    limit: REVIEW_LIMIT,
    messages: DIRECTORY_FORM_MESSAGES,
    hidden: DIRECTORY_HIDDEN_FIELDS,
    check: requireVisiblePartner,
    store: (tx, { partnerId, rating, authorName, comment, locale }) =>
      tx.review
        .create({ data: { partnerId, rating, authorName, comment, locale }, select: { id: true } })
        .then((row) => row.id),
  });
}
