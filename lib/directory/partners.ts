import type { Db } from '@/lib/db';
import { inEveryLanguage, inLanguage } from '@/lib/i18n/fallback';
import type { Locale } from '@/lib/i18n/routing';
import { PUBLIC_PARTNER, readOfferLines, type Lines } from '@/lib/partner-record/record';
import { categorySlugs, type CategorySlug } from '@/lib/site-config';
import {
  readOpeningHours,
  readSeasons,
  readSpecialDays,
  type OpeningHours,
  type Season,
  type SpecialDay,
} from '@/lib/opening-hours/hours';

/*
 * Directory reads without the web layer (docs/spec.md §3 Category, Partner item, Location, Review). Results are plain
 * JSON (numbers and ISO strings, no Decimal or Date) so they survive the data cache. Hidden partners
 * (isVisible false), drafts and hidden reviews never leave this module.
 */

/**
 * A text per language. What the public reads return has every language filled: a missing one holds another
 * language's text (docs/design.md "A missing translation"), so `text[locale]` is what a page shows.
 */
export type Text = Record<Locale, string>;
export type CategoryView = { slug: CategorySlug; title: Text; description: Text; image: string };
export type LocationView = { id: number; name: string; description: Text; image: string };
export type PartnerSummary = {
  id: number;
  categorySlug: CategorySlug;
  number: number;
  name: string;
  description: Text;
  logo: string | null;
  image: string | null;
  offer: { type: string; value: number | null; lines: Lines };
  locationIds: number[];
  redirectUrl: string | null;
  restaurantType: Text | null;
  priceRange: number | null;
  hours: OpeningHours;
  /** Yearly seasons that replace `hours` or close the partner (docs/decisions/12-staff-run-directory.md §2). */
  seasons: Season[];
  /** Dated days with their own hours or closed, by date (docs/membership.md "The partner keeps its page"). */
  specialDays: SpecialDay[];
};
/** A partner photo (docs/decisions/12-staff-run-directory.md §3): a URL under public/ or an uploaded image (`/media/...`), alt text per language. */
export type Photo = { src: string; alt: Text };
export type ReviewView = { id: number; rating: number; authorName: string; comment: string; createdAt: string };
export type PartnerDetail = PartnerSummary & {
  email: string;
  address: string;
  phone: string;
  social: { facebook: string; instagram: string; website: string };
  mapsUrl: string;
  geo: { latitude: number; longitude: number } | null;
  seasonalNote: Text | null;
  /** Photos in order, each with its alt text per language (a missing one as for Text, '' when staff gave none). */
  photos: Photo[];
  menuUrl: string | null;
  cardInfo: 'member-card-required' | 'book-through-team' | null;
  /** The partner answers booking requests itself (docs/membership.md "Booking requests to the partner"). */
  bookingDirect: boolean;
  reviews: ReviewView[];
  rating: { average: number; count: number };
};

/** The columns `{prefix}En`, `Fr`, `Pt` as they are stored ('' where empty). */
const stored = (row: Record<string, unknown>, prefix: string): Text => ({
  en: String(row[`${prefix}En`] ?? ''),
  fr: String(row[`${prefix}Fr`] ?? ''),
  pt: String(row[`${prefix}Pt`] ?? ''),
});
/** A text in every language, a missing one by the rule of docs/design.md "A missing translation". */
const text = (row: Record<string, unknown>, prefix: string): Text => inEveryLanguage(stored(row, prefix), '');
/** A text that may be absent: null unless one language has it. */
const optionalText = (row: Record<string, unknown>, prefix: string) =>
  inLanguage(stored(row, prefix), 'en') === undefined ? null : text(row, prefix);

export const isCategorySlug = (value: string): value is CategorySlug =>
  (categorySlugs as readonly string[]).includes(value);

const partnerInclude = { locations: { select: { locationId: true }, orderBy: { locationId: 'asc' } } } as const;
type PartnerRow = NonNullable<Awaited<ReturnType<Db['partner']['findFirst']>>> & {
  locations: { locationId: number }[];
};

/** Reads the photos JSON column as stored (staff edit each language's alt text); entries without a URL are skipped. */
export function readPhotos(value: unknown): Photo[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const photo = (entry ?? {}) as { src?: unknown; alt?: Record<string, unknown> };
    if (typeof photo.src !== 'string' || !photo.src) return [];
    return [
      { src: photo.src, alt: stored({ altEn: photo.alt?.en, altFr: photo.alt?.fr, altPt: photo.alt?.pt }, 'alt') },
    ];
  });
}

function toSummary(row: PartnerRow): PartnerSummary {
  return {
    id: row.id,
    categorySlug: row.categorySlug as CategorySlug,
    number: row.number,
    name: row.name,
    description: text(row, 'description'),
    logo: row.logo,
    image: readPhotos(row.photos)[0]?.src ?? null,
    offer: {
      type: row.offerType,
      value: row.offerValue === null ? null : Number(row.offerValue),
      lines: inEveryLanguage(readOfferLines(row.offerLines), [] as string[]),
    },
    locationIds: row.locations.map((location) => location.locationId),
    redirectUrl: row.redirectUrl,
    restaurantType: optionalText(row, 'restaurantType'),
    priceRange: row.priceRange,
    hours: readOpeningHours(row.openingHours),
    seasons: readSeasons(row.seasons),
    specialDays: readSpecialDays(row.specialDays),
  };
}

/** Categories in order and towns (docs/spec.md §3 Category, Location): the frame of every directory page. */
export async function findTaxonomy(db: Db): Promise<{ categories: CategoryView[]; locations: LocationView[] }> {
  const [categories, locations] = await Promise.all([
    db.category.findMany({ orderBy: { position: 'asc' } }),
    db.location.findMany({ orderBy: { id: 'asc' } }),
  ]);
  return {
    categories: categories
      .filter((row) => isCategorySlug(row.slug))
      .map((row) => ({
        slug: row.slug as CategorySlug,
        title: text(row, 'title'),
        description: text(row, 'description'),
        image: row.image,
      })),
    locations: locations.map((row) => ({
      id: row.id,
      name: row.name,
      description: text(row, 'description'),
      image: row.image,
    })),
  };
}

/** The visible partners of one category, or of all by category order, then position. */
export async function findPartnerSummaries(db: Db, categorySlug?: string): Promise<PartnerSummary[]> {
  const rows = await db.partner.findMany({
    where: { ...PUBLIC_PARTNER, ...(categorySlug ? { categorySlug } : {}) },
    include: partnerInclude,
    orderBy: [{ category: { position: 'asc' } }, { position: 'asc' }],
  });
  return rows.map(toSummary);
}

/**
 * Everything the listings need (docs/spec.md §2 /all and /{categoryId}): categories and towns in order, and the visible
 * partners by category order then position.
 */
export async function findDirectory(
  db: Db,
): Promise<{ categories: CategoryView[]; locations: LocationView[]; partners: PartnerSummary[] }> {
  const [taxonomy, partners] = await Promise.all([findTaxonomy(db), findPartnerSummaries(db)]);
  return { ...taxonomy, partners };
}

/** The id of the partner at /{categorySlug}/{number}, whether public or not, or null. */
export async function findPartnerId(db: Db, categorySlug: string, number: number): Promise<number | null> {
  const row = await db.partner.findUnique({
    where: { categorySlug_number: { categorySlug, number } },
    select: { id: true },
  });
  return row?.id ?? null;
}

/**
 * A partner's page data with its visible reviews (newest first) and their average and count, or null when unknown,
 * or not public (docs/spec.md §2: isVisible false is hidden; docs/decisions/12-staff-run-directory.md §6: drafts) unless `preview` (staff in draft mode,
 * checked by the caller). Average is rounded to one decimal; 0 when there are none.
 */
export async function findPartnerDetail(db: Db, id: number, { preview = false } = {}): Promise<PartnerDetail | null> {
  const row = await db.partner.findUnique({
    where: { id },
    include: { ...partnerInclude, reviews: { where: { hidden: false }, orderBy: { createdAt: 'desc' }, take: 50 } },
  });
  if (!row || (!preview && (!row.isVisible || row.isDraft))) return null;
  const stats = await db.review.aggregate({
    where: { partnerId: row.id, hidden: false },
    _avg: { rating: true },
    _count: true,
  });
  return {
    ...toSummary(row),
    email: row.email,
    address: row.address,
    phone: row.phone,
    social: { facebook: row.facebook, instagram: row.instagram, website: row.website },
    mapsUrl: row.mapsUrl,
    geo: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    seasonalNote: optionalText(row, 'seasonalNote'),
    photos: readPhotos(row.photos).map((photo) => ({ ...photo, alt: inEveryLanguage(photo.alt, '') })),
    menuUrl: row.menuUrl,
    cardInfo: row.cardInfo === 'member-card-required' || row.cardInfo === 'book-through-team' ? row.cardInfo : null,
    bookingDirect: row.bookingDirect,
    reviews: row.reviews.map((review) => ({
      id: review.id,
      rating: review.rating,
      authorName: review.authorName,
      comment: review.comment,
      createdAt: review.createdAt.toISOString(),
    })),
    rating: { average: Math.round((stats._avg.rating ?? 0) * 10) / 10, count: stats._count },
  };
}

/** The public partner at /{categorySlug}/{number} (see findPartnerDetail), or null. */
export async function findVisiblePartner(db: Db, categorySlug: string, number: number): Promise<PartnerDetail | null> {
  const id = await findPartnerId(db, categorySlug, number);
  return id === null ? null : findPartnerDetail(db, id);
}
