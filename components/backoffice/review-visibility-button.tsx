'use client';

import { useTranslations } from 'next-intl';
import { setReviewHiddenAction } from '@/lib/shop/staff-actions';
import { secondaryButtonClass } from './field';
import { useStaffAction } from './use-staff-action';

/** Hides a review from the public partner page, or shows it again. */
export function ReviewVisibilityButton({ id, hidden, author }: { id: number; hidden: boolean; author: string }) {
  const t = useTranslations('BackofficeReviews');
  const { run, pending, error } = useStaffAction();
  return (
    <>
      <button type="button" className={secondaryButtonClass} disabled={pending} aria-label={hidden ? t('showLabel', { author }) : t('hideLabel', { author })} onClick={() => run(() => setReviewHiddenAction({ id, hidden: !hidden }))}>
        {pending ? t('saving') : hidden ? t('show') : t('hide')}
      </button>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </>
  );
}
