import type { Metadata } from 'next';
import { formatDateTime } from '@/components/backoffice/format';
import { ReviewVisibilityButton } from '@/components/backoffice/review-visibility-button';
import { getReviews } from '@/lib/backoffice/queries';

export const metadata: Metadata = { title: 'Reviews' };

/** /backoffice/reviews — partner reviews newest first; hide and show again (issue 4 §8). */
export default async function ReviewsPage() {
  const reviews = await getReviews();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">Reviews</h1>
      {reviews.length === 0 ? <p>No reviews yet.</p> : (
        <ul className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li key={review.id} className={`rounded border border-slate-200 p-4 ${review.hidden ? 'bg-slate-100' : 'bg-white'}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">{review.partnerName} · <span aria-label={`${review.rating} out of 5`}>{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span></p>
                <ReviewVisibilityButton id={review.id} hidden={review.hidden} author={review.authorName} />
              </div>
              <p className="mt-1 text-sm text-slate-600">{review.authorName} · {formatDateTime(review.createdAt)}{review.hidden && ' · hidden'}</p>
              <p className="mt-2 whitespace-pre-line">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
