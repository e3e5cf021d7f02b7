'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormAlert, SectionSubmitButton } from '@/components/forms/form-parts';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { hydratesApart } from '@/components/ui/island';
import { createReview } from '@/lib/directory/actions';
import type { ReviewFormValues } from '@/lib/directory/schemas';
import { REVIEW_COMMENT_MAX } from '@/lib/validation/form-limits';
import { lazyFormResolver } from '@/lib/validation/lazy-resolver';
import { Honeypot } from './honeypot';
import { useDirectoryForm } from './use-submission';

const resolver = lazyFormResolver(() => import('@/lib/directory/schemas').then((schemas) => schemas.reviewFormSchema));
const empty: ReviewFormValues = { rating: '', authorName: '', comment: '', website: '' };

/**
 * Review form (docs/spec.md §2 Item detail): rating 1-5, author name, comment; the new review shows at once. Posts to the
 * server action, so it works before hydration and without JavaScript (docs/decisions/11-staff-security.md §7).
 */
export const ReviewForm = hydratesApart(function ReviewForm({ partnerId }: { partnerId: number }) {
  const t = useTranslations('DirectoryForms');
  const locale = useLocale();
  const { form, initial, state, busy, formProps, field, error } = useDirectoryForm(resolver, createReview, empty);

  return (
    <form
      {...formProps}
      aria-labelledby="review-form-title"
      className="relative space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="review-form-title" className="text-lg font-semibold">
        {t('reviewTitle')}
      </h3>
      <fieldset
        aria-invalid={error('rating') ? true : undefined}
        aria-describedby={error('rating') ? 'review-rating-error' : undefined}
      >
        <legend className="text-sm font-medium">{t('rating')}</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((rating) => (
            <label key={rating} className="inline-flex items-center gap-1">
              <input
                type="radio"
                value={rating}
                defaultChecked={String(initial.rating) === String(rating)}
                {...form.register('rating')}
              />
              {t('ratingOption', { rating })}
            </label>
          ))}
        </div>
        {error('rating') && (
          <p id="review-rating-error" className="text-sm text-red-700">
            {error('rating')}
          </p>
        )}
      </fieldset>
      <FormField id="review-author" label={t('authorName')} error={error('authorName')}>
        <input
          {...fieldProps('review-author', error('authorName'))}
          autoComplete="name"
          maxLength={80}
          {...field('authorName')}
        />
      </FormField>
      <FormField id="review-comment" label={t('comment')} error={error('comment')}>
        <textarea
          {...fieldProps('review-comment', error('comment'))}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          {...field('comment')}
        />
      </FormField>
      <p className="text-xs text-slate-600">{t('commentHint', { max: REVIEW_COMMENT_MAX })}</p>
      <input type="hidden" name="partnerId" value={partnerId} />
      <input type="hidden" name="locale" value={locale} />
      <Honeypot id="review-website" registration={field('website')} />
      {state.status === 'refused' && <FormAlert>{state.error}</FormAlert>}
      {state.status === 'done' && (
        <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-green-900">
          {t('reviewThanks')}
        </p>
      )}
      <SectionSubmitButton busy={busy} label={t('submitReview')} busyLabel={t('submitting')} />
    </form>
  );
});
