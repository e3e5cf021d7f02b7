import type { Db } from '@/lib/db';
import { consumeRateLimit } from '@/lib/rate-limit';
import { reviewSchema } from '@/lib/validation/directory';
import {
  invalidSubmission,
  REVIEW_LIMIT,
  submissionTranslator,
  SubmissionRefused,
  type SubmissionResult,
} from './submission';

/**
 * Stores a guest's review of a visible partner (SPEC §3 Review; issue 3 §5). One transaction: the per-address
 * rate limit (REVIEW_LIMIT, stored in PostgreSQL) is counted, then the review is written; a refused or failed
 * request leaves nothing behind. A filled honeypot answers success and stores nothing, so bots learn nothing.
 * @param addressKey the hashed client address (clientAddressKey).
 * @returns `{ ok: true, data: { id } }` (id null for the honeypot) or a translated `{ ok: false, error, fieldErrors? }`.
 */
export async function submitReview(db: Db, raw: unknown, addressKey: string): Promise<SubmissionResult> {
  const { t } = submissionTranslator(raw);
  const parsed = reviewSchema.safeParse(raw);
  if (!parsed.success) return invalidSubmission(t, parsed.error);
  const { partnerId, rating, authorName, comment, locale, website } = parsed.data;
  if (website) return { ok: true, data: { id: null } };

  try {
    const review = await db.$transaction(async (tx) => {
      const partner = await tx.partner.findUnique({ where: { id: partnerId }, select: { isVisible: true } });
      if (!partner?.isVisible) throw new SubmissionRefused('partnerNotFound');
      if (!(await consumeRateLimit(tx, REVIEW_LIMIT, addressKey))) throw new SubmissionRefused('rateLimited');
      return tx.review.create({ data: { partnerId, rating, authorName, comment, locale } });
    });
    return { ok: true, data: { id: review.id } };
  } catch (error) {
    if (error instanceof SubmissionRefused) return { ok: false, error: t(`DirectoryForms.${error.reason}`) };
    console.error('Storing a review failed', error);
    return { ok: false, error: t('DirectoryForms.unexpected') };
  }
}
