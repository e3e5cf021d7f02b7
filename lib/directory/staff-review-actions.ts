'use server';

import { specRefusal } from '@/lib/actions/spec-messages';
import { staffForm } from '@/lib/actions/staff-form';
import { prisma } from '@/lib/db';
import { idSchema } from '@/lib/validation/ids';
import * as z from '@/lib/validation/zod';
import { revalidateDirectory } from '@/lib/cache/directory-tags';
import { setReviewHidden } from './review-moderation';

/**
 * Hides a review from the public partner page, or shows it again (docs/decisions/04-backoffice.md §8): fields `id`
 * and `hidden` ("true" or "false"). A form action (works without JavaScript); refreshes that partner's page at once.
 */
export const setReviewHiddenAction = staffForm({
  fields: ['id', 'hidden'],
  schema: z.object({ id: idSchema, hidden: z.enum(['true', 'false']) }),
  run: async (form, { audit, t }) => {
    const hidden = form.hidden === 'true';
    audit(hidden ? 'review.hide' : 'review.show', `review:${form.id}`);
    const partnerId = await setReviewHidden(prisma, form.id, hidden);
    if (partnerId === null) return specRefusal('reviewNotFound');
    revalidateDirectory({ partnerId }); // reviews show on their partner's page only
    return { ok: true, data: t('BackofficeReviews.saved') };
  },
});
