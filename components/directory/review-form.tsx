'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type * as z from '@/lib/validation/zod';
import { fieldProps, FormField } from '@/components/shop/form-field';
import { createReview } from '@/lib/directory/actions';
import type { Locale } from '@/lib/i18n/routing';
import { REVIEW_COMMENT_MAX, reviewFormSchema, type ReviewFormValues } from '@/lib/validation/directory';
import { formResolver } from '@/lib/validation/resolver';
import { Honeypot } from './honeypot';
import { useSubmission } from './use-submission';


/** Review form (SPEC §2 Item detail): rating 1-5, author name, comment; the new review shows at once. */
export function ReviewForm({ partnerId }: { partnerId: number }) {
  const t = useTranslations('DirectoryForms');
  const locale = useLocale() as Locale;
  const { register, handleSubmit, setError, reset, formState } = useForm<ReviewFormValues, unknown, z.output<typeof reviewFormSchema>>({
    resolver: formResolver(reviewFormSchema),
    defaultValues: { rating: '', authorName: '', comment: '', website: '' },
  });
  const { status, send, translate } = useSubmission(setError);
  const { errors, isSubmitting } = formState;
  const error = (field: keyof ReviewFormValues) => translate(errors[field]?.message);

  const onSubmit = handleSubmit(async (values) => {
    if (await send(() => createReview({ ...values, website: values.website || undefined, partnerId, locale }))) reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="review-form-title" className="relative space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="review-form-title" className="text-lg font-semibold">{t('reviewTitle')}</h3>
      <fieldset aria-invalid={error('rating') ? true : undefined} aria-describedby={error('rating') ? 'review-rating-error' : undefined}>
        <legend className="text-sm font-medium">{t('rating')}</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((rating) => (
            <label key={rating} className="inline-flex items-center gap-1">
              <input type="radio" value={rating} {...register('rating')} />
              {t('ratingOption', { rating })}
            </label>
          ))}
        </div>
        {error('rating') && <p id="review-rating-error" className="text-sm text-red-700">{error('rating')}</p>}
      </fieldset>
      <FormField id="review-author" label={t('authorName')} error={error('authorName')}>
        <input {...fieldProps('review-author', error('authorName'))} autoComplete="name" maxLength={80} {...register('authorName')} />
      </FormField>
      <FormField id="review-comment" label={t('comment')} error={error('comment')}>
        <textarea {...fieldProps('review-comment', error('comment'))} rows={4} maxLength={REVIEW_COMMENT_MAX} {...register('comment')} />
      </FormField>
      <p className="text-xs text-slate-600">{t('commentHint', { max: REVIEW_COMMENT_MAX })}</p>
      <Honeypot id="review-website" registration={register('website')} />
      {status.kind === 'error' && <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">{status.message}</p>}
      {status.kind === 'done' && <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-green-900">{t('reviewThanks')}</p>}
      <button type="submit" disabled={isSubmitting} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60">
        {isSubmitting ? t('submitting') : t('submitReview')}
      </button>
    </form>
  );
}
