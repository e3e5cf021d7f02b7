import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { submitBookingRequest } from '@/lib/directory/bookings';
import { partnerJsonLd } from '@/lib/directory/json-ld';
import { findDirectory, findVisiblePartner } from '@/lib/directory/partners';
import { submitReview } from '@/lib/directory/reviews';
import { REVIEW_LIMIT } from '@/lib/directory/submission';
import { lisbonToday } from '@/lib/time';
import { seedDirectory, seedPartners } from '@/prisma/seed/directory';

let db: Db;
let partnerId: number;
let hiddenId: number;
beforeAll(async () => {
  db = createPrismaClient();
  await seedDirectory(db);
  partnerId = (
    await db.partner.findUniqueOrThrow({ where: { categorySlug_number: { categorySlug: 'gastronomy', number: 1 } } })
  ).id;
  hiddenId = (
    await db.partner.findUniqueOrThrow({ where: { categorySlug_number: { categorySlug: 'gastronomy', number: 999 } } })
  ).id;
}, 60_000);
afterAll(() => db.$disconnect());
// Each test gets its own client address, so rate limits of one test do not leak into another.
let address = '';
beforeEach(() => {
  address = `test-${crypto.randomUUID()}`;
});

const review = (overrides: Record<string, unknown> = {}) => ({
  partnerId,
  rating: 4,
  authorName: 'Ana',
  comment: 'Lovely grilled fish.',
  locale: 'en',
  ...overrides,
});
const booking = (overrides: Record<string, unknown> = {}) => ({
  partnerId,
  name: 'Ana Silva',
  email: 'ana@example.com',
  phone: '+351 912 345 678',
  preferredDate: lisbonToday(),
  partySize: 4,
  message: 'Table for four, please.',
  locale: 'pt',
  ...overrides,
});

describe('seeded directory (docs/spec.md §3)', () => {
  it('stores the category counts, hides the two hidden items and is idempotent', async () => {
    await seedDirectory(db);
    // Counted among the seeded partners only: other test files add and hide partners of their own in the same database.
    const seeded = Object.entries(seedPartners).flatMap(([categorySlug, list]) =>
      list.map(({ number }) => ({ categorySlug, number })),
    );
    const isSeeded = (partner: { categorySlug: string; number: number }) =>
      seeded.some((entry) => entry.categorySlug === partner.categorySlug && entry.number === partner.number);
    const { categories, locations, partners } = await findDirectory(db);
    expect(
      categories.map(
        (category) => partners.filter((partner) => isSeeded(partner) && partner.categorySlug === category.slug).length,
      ),
    ).toEqual([7, 7, 3, 4, 2, 2, 9]);
    expect(locations).toHaveLength(10);
    expect(await db.partner.count({ where: { isVisible: false, OR: seeded } })).toBe(2);
    expect(await findVisiblePartner(db, 'gastronomy', 999)).toBeNull();
    expect(await findVisiblePartner(db, 'gastronomy', 1000)).toBeNull();
    expect(await findVisiblePartner(db, 'gastronomy', 1)).toMatchObject({
      name: 'O Pescador da Marina',
      priceRange: 2,
    });
  });
});

describe('reviews (docs/decisions/03-partner-directory.md §5)', () => {
  it('stores a review that shows with the average and count; hidden reviews never count', async () => {
    const before = (await findVisiblePartner(db, 'gastronomy', 1))!.rating.count;
    const first = await submitReview(db, review({ rating: 5 }), address);
    const second = await submitReview(db, review({ rating: 2, comment: 'Slow service.' }), address);
    expect(first.ok && second.ok).toBe(true);
    if (!second.ok || second.data.id === null) throw new Error('not stored');
    const hidden = await db.review.update({ where: { id: second.data.id }, data: { hidden: true } });
    const partner = (await findVisiblePartner(db, 'gastronomy', 1))!;
    expect(partner.rating.count).toBe(before + 1);
    expect(partner.reviews.map((item) => item.id)).not.toContain(hidden.id);
    expect(partner.reviews[0]).toMatchObject({ rating: 5, authorName: 'Ana', comment: 'Lovely grilled fish.' });
  });

  it('answers invalid input with translated field errors and stores nothing', async () => {
    const count = await db.review.count();
    const result = await submitReview(
      db,
      review({ rating: 6, authorName: ' ', comment: 'x'.repeat(1001), locale: 'fr' }),
      address,
    );
    expect(result).toEqual({
      ok: false,
      error: 'Veuillez corriger les champs signalés.',
      fieldErrors: {
        rating: 'Veuillez choisir une note de 1 à 5',
        authorName: 'Ce champ est obligatoire',
        comment: expect.any(String),
      },
    });
    expect(await submitReview(db, { ...review(), partnerId: 'x' }, address)).toMatchObject({ ok: false });
    expect(await db.review.count()).toBe(count);
  });

  it('refuses a hidden or unknown partner', async () => {
    const count = await db.review.count();
    expect(await submitReview(db, review({ partnerId: hiddenId }), address)).toEqual({
      ok: false,
      error: 'This partner is no longer available.',
    });
    expect(await submitReview(db, review({ partnerId: 99999999 }), address)).toMatchObject({ ok: false });
    expect(await db.review.count()).toBe(count);
  });

  it('refuses a flood from one address and stores nothing more; other addresses still pass', async () => {
    for (let index = 0; index < REVIEW_LIMIT.limit; index += 1)
      expect((await submitReview(db, review(), address)).ok).toBe(true);
    const count = await db.review.count();
    const events = await db.rateLimitEvent.count();
    const refused = await Promise.all([1, 2, 3].map(() => submitReview(db, review({ locale: 'pt' }), address)));
    expect(refused.every((result) => !result.ok && result.error.startsWith('Demasiados envios'))).toBe(true);
    expect(await db.review.count()).toBe(count);
    expect(await db.rateLimitEvent.count()).toBe(events);
    expect((await submitReview(db, review(), `${address}-other`)).ok).toBe(true);
  });

  it('a filled honeypot stores nothing', async () => {
    const count = await db.review.count();
    expect(await submitReview(db, review({ website: 'http://spam.example' }), address)).toEqual({
      ok: true,
      data: { id: null },
    });
    expect(await db.review.count()).toBe(count);
  });
});

describe('partner JSON-LD (docs/decisions/03-partner-directory.md §6)', () => {
  it('uses the category’s schema.org type and rates only with visible reviews', async () => {
    const chef = (await findVisiblePartner(db, 'chef-at-home', 1))!;
    const chefLd = partnerJsonLd(chef, 'pt', 'https://site.example/pt/chef-at-home/1', []);
    expect(chefLd).toMatchObject({
      '@type': 'FoodEstablishment',
      name: 'Chef Rita Algarvia',
      openingHoursSpecification: [],
    });
    expect(chefLd.aggregateRating).toBeUndefined();
    expect(chefLd.geo).toBeUndefined();

    const partnerWithReviews = await db.partner.findUniqueOrThrow({
      where: { categorySlug_number: { categorySlug: 'wellness', number: 1 } },
    });
    await submitReview(db, review({ partnerId: partnerWithReviews.id, rating: 5 }), address);
    const hidden = await submitReview(db, review({ partnerId: partnerWithReviews.id, rating: 1 }), address);
    if (!hidden.ok || hidden.data.id === null) throw new Error('not stored');
    await db.review.update({ where: { id: hidden.data.id }, data: { hidden: true } });
    const spa = partnerJsonLd(
      (await findVisiblePartner(db, 'wellness', 1))!,
      'en',
      'https://site.example/wellness/1',
      [],
    );
    expect(spa).toMatchObject({
      '@type': 'DaySpa',
      geo: { '@type': 'GeoCoordinates', latitude: 37.0769, longitude: -8.1166 },
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
    });
  });
});

describe('booking requests (docs/decisions/03-partner-directory.md §5)', () => {
  it('stores a request with the guest’s details and language', async () => {
    const result = await submitBookingRequest(db, booking(), address);
    expect(result.ok).toBe(true);
    if (!result.ok || result.data.id === null) throw new Error('not stored');
    const stored = await db.bookingRequest.findUniqueOrThrow({ where: { id: result.data.id } });
    expect(stored).toMatchObject({
      partnerId,
      name: 'Ana Silva',
      email: 'ana@example.com',
      partySize: 4,
      locale: 'pt',
      status: 'new',
    });
    expect(stored.preferredDate?.toISOString().slice(0, 10)).toBe(lisbonToday());
  });

  it('refuses past dates, bad e-mails, hidden partners and floods, storing nothing', async () => {
    const count = await db.bookingRequest.count();
    const invalid = await submitBookingRequest(db, booking({ preferredDate: '2020-01-01', email: 'nope' }), address);
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: { preferredDate: 'A data não pode estar no passado', email: expect.any(String) },
    });
    expect(await submitBookingRequest(db, booking({ partnerId: hiddenId }), address)).toMatchObject({ ok: false });
    for (let index = 0; index < 5; index += 1)
      expect((await submitBookingRequest(db, booking(), address)).ok).toBe(true);
    expect(await submitBookingRequest(db, booking(), address)).toMatchObject({ ok: false });
    expect(await db.bookingRequest.count()).toBe(count + 5);
  });
});
