import { afterAll, beforeEach, describe, expect, it } from 'vitest';

// Uploads nothing names are removed after a grace period, once a day across processes (docs/media.md).
const { createPrismaClient } = await import('@/lib/db');
const { removeOrphanUploads } = await import('@/lib/media/orphans');

const db = createPrismaClient();
afterAll(() => db.$disconnect());
beforeEach(() => db.maintenanceRun.deleteMany());

// The real clock: uploads other test files made a moment ago stay within the grace period.
const now = new Date();
const twoDaysAgo = new Date(now.getTime() - 48 * 3_600_000);
const anHourAgo = new Date(now.getTime() - 3_600_000);
let counter = 0;

/** A stored upload (one variant of dummy bytes: the sweep reads no pixels), uploaded at `createdAt`. */
async function upload(createdAt: Date) {
  counter += 1;
  const id = `${Date.now().toString(16)}${String(counter).padStart(4, '0')}`.padEnd(32, 'a').slice(0, 32);
  await db.mediaImage.create({
    data: {
      id,
      width: 10,
      height: 10,
      sourceType: 'png',
      sourceSize: 3,
      createdAt,
      variants: { create: [{ width: 10, height: 10, data: new Uint8Array([1, 2, 3]) }] },
    },
  });
  return { id, url: `/media/${id}` };
}

describe('removing uploads nothing uses', () => {
  it('deletes old unused uploads with their variants, and keeps every referenced or recent one', async () => {
    const [unused, recent, product, category, town, logo, photo, draftPhoto] = await Promise.all(
      [twoDaysAgo, anHourAgo, twoDaysAgo, twoDaysAgo, twoDaysAgo, twoDaysAgo, twoDaysAgo, twoDaysAgo].map(upload),
    );
    const slug = `orphans-${counter}`;
    await db.product.create({
      data: { namePt: 'Sal', nameEn: 'Salt', nameFr: 'Sel', price: 1, images: ['/products/salt.webp', product.url] },
    });
    await db.category.create({
      data: {
        slug,
        position: 99,
        titleEn: 'T',
        titleFr: 'T',
        titlePt: 'T',
        descriptionEn: '',
        descriptionFr: '',
        descriptionPt: '',
        image: category.url,
      },
    });
    await db.location.create({
      data: {
        id: 900 + counter,
        name: 'Town',
        descriptionEn: '',
        descriptionFr: '',
        descriptionPt: '',
        image: town.url,
      },
    });
    const partner = (number: number, extra: object) => ({
      categorySlug: slug,
      number,
      name: `P${number}`,
      descriptionEn: '',
      descriptionFr: '',
      descriptionPt: '',
      offerType: 'other',
      offerLines: { en: [], fr: [], pt: [] },
      openingHours: [],
      ...extra,
    });
    await db.partner.create({
      data: partner(1, {
        logo: logo.url,
        photos: [
          { src: '/partners/x/1.webp', alt: {} },
          { src: photo.url, alt: { en: 'Boat' } },
        ],
      }),
    });
    await db.partner.create({ data: partner(2, { isDraft: true, photos: [{ src: draftPhoto.url, alt: {} }] }) });

    expect(await removeOrphanUploads(db, now)).toEqual([unused.id]);
    const kept = await db.mediaImage.findMany({
      where: { id: { in: [unused, recent, product, category, town, logo, photo, draftPhoto].map((u) => u.id) } },
      select: { id: true },
    });
    expect(kept.map((row) => row.id).sort()).toEqual(
      [recent, product, category, town, logo, photo, draftPhoto].map((u) => u.id).sort(),
    );
    expect(await db.mediaVariant.count({ where: { imageId: unused.id } })).toBe(0);
  });

  it('runs once a day across processes: concurrent and later runs of the same day do nothing', async () => {
    const first = await upload(twoDaysAgo);
    const otherProcess = createPrismaClient();
    const runs = await Promise.all([removeOrphanUploads(db, now), removeOrphanUploads(otherProcess, now)]);
    await otherProcess.$disconnect();
    expect(runs.filter((run) => run === null)).toHaveLength(1);
    expect(runs.find((run) => run !== null)).toContain(first.id);

    const second = await upload(twoDaysAgo);
    expect(await removeOrphanUploads(db, new Date(now.getTime() + 12 * 3_600_000))).toBeNull();
    expect(await db.mediaImage.count({ where: { id: second.id } })).toBe(1);
    expect(await removeOrphanUploads(db, new Date(now.getTime() + 24 * 3_600_000))).toContain(second.id);
  });
});
