import type { Db } from '@/lib/db';

export type StaffReview = {
  id: number;
  partnerName: string;
  rating: number;
  authorName: string;
  comment: string;
  hidden: boolean;
  createdAt: Date;
};

/** Partner reviews, newest first, hidden ones included (docs/decisions/04-backoffice.md §8), at most `limit`. */
export async function listStaffReviews(db: Db, limit = 200): Promise<StaffReview[]> {
  const reviews = await db.review.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    include: { partner: { select: { name: true } } },
  });
  return reviews.map(({ partner, ...review }) => ({
    id: review.id,
    partnerName: partner.name,
    rating: review.rating,
    authorName: review.authorName,
    comment: review.comment,
    hidden: review.hidden,
    createdAt: review.createdAt,
  }));
}

/** Hides or shows a review. @returns the id of its partner (whose page changes), or null for an unknown id. */
export async function setReviewHidden(db: Db, id: number, hidden: boolean): Promise<number | null> {
  const [updated] = await db.review.updateManyAndReturn({
    where: { id },
    data: { hidden },
    select: { partnerId: true },
  });
  return updated?.partnerId ?? null;
}
