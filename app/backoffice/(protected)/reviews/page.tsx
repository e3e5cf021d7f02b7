import type { Metadata } from 'next';
import { ReviewVisibilityButton } from '@/components/directory/staff/review-visibility-button';
import { getReviews } from '@/lib/directory/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { DATE_TIME } from '@/lib/i18n/format';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeReviews'))('title') };
}

/** /backoffice/reviews — partner reviews newest first; hide and show again (docs/decisions/04-backoffice.md §8). */
export default async function ReviewsPage() {
  const reviews = await getReviews();
  const [t, format] = await Promise.all([getStaffTranslations('BackofficeReviews'), getStaffFormatter()]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      {reviews.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li
              key={review.id}
              className={`rounded border border-slate-200 p-4 [overflow-wrap:anywhere] ${review.hidden ? 'bg-slate-100' : 'bg-white'}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  {review.partnerName} ·{' '}
                  <span aria-label={t('rating', { rating: review.rating })}>
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </span>
                </p>
                <ReviewVisibilityButton id={review.id} hidden={review.hidden} author={review.authorName} />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {review.authorName} · {format.dateTime(review.createdAt, DATE_TIME)}
                {review.hidden && ` · ${t('hidden')}`}
              </p>
              <p className="mt-2 whitespace-pre-line">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
