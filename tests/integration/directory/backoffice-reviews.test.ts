import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStaffReviews, setReviewHidden } from '@/lib/directory/review-moderation';
import { createPrismaClient, type Db } from '@/lib/db';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

async function createPartner() {
  const slug = `test-category-${Date.now().toString(36)}`;
  const texts = {
    titleEn: 'T',
    titleFr: 'T',
    titlePt: 'T',
    descriptionEn: 'D',
    descriptionFr: 'D',
    descriptionPt: 'D',
  };
  await db.category.create({ data: { slug, position: 99, image: 'x.jpg', ...texts } });
  return db.partner.create({
    data: {
      categorySlug: slug,
      number: 1,
      name: 'Test Boat Tours',
      descriptionEn: 'D',
      descriptionFr: 'D',
      descriptionPt: 'D',
      offerType: 'other',
      offerLines: { en: [], fr: [], pt: [] },
      openingHours: [],
    },
  });
}

describe('review moderation (docs/decisions/04-backoffice.md §8)', () => {
  it('lists reviews newest first with partner, rating, author and comment, and hides and shows them', async () => {
    const partner = await createPartner();
    const older = await db.review.create({
      data: {
        partnerId: partner.id,
        rating: 4,
        authorName: 'Maria',
        comment: 'Lovely trip',
        createdAt: new Date(Date.now() - 60_000),
      },
    });
    const newer = await db.review.create({
      data: { partnerId: partner.id, rating: 2, authorName: 'John', comment: 'Too windy' },
    });

    const listed = (await listStaffReviews(db)).filter((review) => [older.id, newer.id].includes(review.id));
    expect(
      listed.map((review) => [review.partnerName, review.rating, review.authorName, review.comment, review.hidden]),
    ).toEqual([
      ['Test Boat Tours', 2, 'John', 'Too windy', false],
      ['Test Boat Tours', 4, 'Maria', 'Lovely trip', false],
    ]);

    expect(await setReviewHidden(db, newer.id, true)).toBe(partner.id);
    expect((await db.review.findUniqueOrThrow({ where: { id: newer.id } })).hidden).toBe(true);
    // Hidden reviews stay in the staff list so they can be shown again.
    expect((await listStaffReviews(db)).find((review) => review.id === newer.id)?.hidden).toBe(true);
    expect(await setReviewHidden(db, newer.id, false)).toBe(partner.id);
    expect((await db.review.findUniqueOrThrow({ where: { id: newer.id } })).hidden).toBe(false);
    expect(await setReviewHidden(db, 99_999_999, true)).toBeNull();
  });
});
