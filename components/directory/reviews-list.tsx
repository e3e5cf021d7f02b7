import { useTranslations } from 'next-intl';
import type { PartnerDetail } from '@/lib/directory/partners';
import { useLocaleFormatter } from '@/lib/i18n/format';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** Visible reviews of a partner with their average and count (docs/decisions/03-partner-directory.md §5); hidden reviews never reach here. */
export function ReviewsList({ reviews, rating }: Pick<PartnerDetail, 'reviews' | 'rating'>) {
  const t = useTranslations('Partner');
  const format = useLocaleFormatter();
  return (
    <div className="space-y-3">
      {rating.count === 0 ? (
        <p className="text-slate-700">{t('noReviews')}</p>
      ) : (
        <p className="font-medium">
          <span aria-hidden="true" className="mr-2 text-amber-500">
            {stars(Math.round(rating.average))}
          </span>
          {t('ratingSummary', {
            average: format.number(rating.average, { maximumFractionDigits: 1 }),
            count: rating.count,
          })}
        </p>
      )}
      <ul className="space-y-3">
        {reviews.map((review) => (
          <li key={review.id} className="rounded border border-slate-200 bg-white p-3">
            <p className="text-amber-500" role="img" aria-label={t('stars', { rating: review.rating })}>
              {stars(review.rating)}
            </p>
            <p className="whitespace-pre-line text-slate-900">{review.comment}</p>
            <p className="mt-1 text-sm text-slate-600">
              {review.authorName} ·{' '}
              {format.dateTime(new Date(review.createdAt), { dateStyle: 'medium', timeZone: 'Europe/Lisbon' })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
