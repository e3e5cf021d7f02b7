'use client';

import { useTranslations } from 'next-intl';
import { setReviewHiddenAction } from '@/lib/directory/staff-review-actions';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/** Hides a review from the public partner page, or shows it again: a form posting the new value. */
export function ReviewVisibilityButton({ id, hidden, author }: { id: number; hidden: boolean; author: string }) {
  const t = useTranslations('BackofficeReviews');
  const [state, action, pending] = useActionForm(setReviewHiddenAction);
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="hidden" value={String(!hidden)} />
      <button
        type="submit"
        className={secondaryButtonClass}
        disabled={pending}
        aria-label={hidden ? t('showLabel', { author }) : t('hideLabel', { author })}
      >
        {pending ? t('saving') : hidden ? t('show') : t('hide')}
      </button>
      {state.status === 'refused' && <FormOutcome state={state} />}
    </form>
  );
}
