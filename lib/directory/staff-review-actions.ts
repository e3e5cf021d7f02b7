'use server';

import { specRefusal } from '@/lib/actions/spec-messages';
import type { FormState } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import { staffAction, staffFormState } from '@/lib/actions/staff-action';
import { prisma } from '@/lib/db';
import { idSchema } from '@/lib/validation/ids';
import * as z from '@/lib/validation/zod';
import { revalidateDirectory } from '@/lib/cache/directory-tags';
import { setReviewHidden } from './review-moderation';

/**
 * Hides a review from the public partner page, or shows it again (docs/decisions/04-backoffice.md §8): fields `id`
 * and `hidden` ("true" or "false"). A form action (works without JavaScript); refreshes that partner's page at once.
 */
export async function setReviewHiddenAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z
    .object({ id: idSchema, hidden: z.enum(['true', 'false']) })
    .safeParse({ id: formData.get('id'), hidden: formData.get('hidden') });
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return zodFailure(parsed.error);
    const hidden = parsed.data.hidden === 'true';
    audit(hidden ? 'review.hide' : 'review.show', `review:${parsed.data.id}`);
    const partnerId = await setReviewHidden(prisma, parsed.data.id, hidden);
    if (partnerId === null) return specRefusal('reviewNotFound');
    revalidateDirectory({ partnerId }); // reviews show on their partner's page only
    return { ok: true, data: t('BackofficeReviews.saved') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}
