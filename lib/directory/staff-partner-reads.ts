import type { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/db';
import { readOpeningHours, readSeasons, type OpeningHours, type Season } from '@/lib/opening-hours/hours';
import { readPhotos, type Photo } from '@/lib/directory/partners';
import type { Locale } from '@/lib/i18n/routing';
import type { PartnerFilters, PartnerFormValues } from '@/lib/directory/partner-schemas';

/*
 * Partner reads of the backoffice (docs/decisions/12-staff-run-directory.md §1, §4, §5), drafts and hidden partners included. Called through the
 * staff reads of queries.ts (staffRead), never directly from a page.
 */

const languages = [
  ['en', 'En'],
  ['fr', 'Fr'],
  ['pt', 'Pt'],
] as const;

type TextColumns = Record<string, unknown> & { offerLines: unknown };

/**
 * The languages a guest would find texts missing in (docs/decisions/12-staff-run-directory.md §1 "which of en/fr/pt texts are missing"): no
 * description, no offer line while another language has some, or a restaurant type or seasonal note given in
 * another language but not in this one.
 */
export function missingLanguages(row: TextColumns): Locale[] {
  const lines = (row.offerLines ?? {}) as Partial<Record<Locale, string[]>>;
  const has = (prefix: string, suffix: string) => Boolean(String(row[`${prefix}${suffix}`] ?? '').trim());
  const anyLines = languages.some(([locale]) => (lines[locale]?.length ?? 0) > 0);
  return languages
    .filter(
      ([locale, suffix]) =>
        !has('description', suffix) ||
        (anyLines && !lines[locale]?.length) ||
        ['restaurantType', 'seasonalNote'].some(
          (prefix) => languages.some(([, other]) => has(prefix, other)) && !has(prefix, suffix),
        ),
    )
    .map(([locale]) => locale);
}

export type StaffPartnerRow = {
  id: number;
  name: string;
  categorySlug: string;
  number: number;
  towns: string[];
  isVisible: boolean;
  isDraft: boolean;
  missing: Locale[];
  updatedAt: Date;
};

/** Partners by category order then position, filtered by name (accent- and case-insensitive contains), category, town, visibility and draft. */
export async function listStaffPartners(db: Db, filters: PartnerFilters): Promise<StaffPartnerRow[]> {
  const where: Prisma.PartnerWhereInput = {
    ...(filters.q ? { name: { contains: filters.q, mode: 'insensitive' } } : {}),
    ...(filters.category ? { categorySlug: filters.category } : {}),
    ...(filters.town !== undefined ? { locations: { some: { locationId: filters.town } } } : {}),
    ...(filters.visibility ? { isVisible: filters.visibility === 'visible' } : {}),
    ...(filters.draft ? { isDraft: filters.draft === 'draft' } : {}),
  };
  const rows = await db.partner.findMany({
    where,
    include: { locations: { include: { location: { select: { name: true } } }, orderBy: { locationId: 'asc' } } },
    orderBy: [{ category: { position: 'asc' } }, { position: 'asc' }, { id: 'asc' }],
    take: 500,
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    categorySlug: row.categorySlug,
    number: row.number,
    towns: row.locations.map((entry) => entry.location.name),
    isVisible: row.isVisible,
    isDraft: row.isDraft,
    missing: missingLanguages(row),
    updatedAt: row.updatedAt,
  }));
}

export type StaffPartner = {
  id: number;
  categorySlug: string;
  number: number;
  isVisible: boolean;
  isDraft: boolean;
  /** The row's last change (ISO instant): the forms post it back, so a save over someone else's change is refused. */
  version: string;
  values: PartnerFormValues;
  openingHours: OpeningHours;
  seasons: Season[];
  photos: Photo[];
  logo: string | null;
  missing: Locale[];
  /** What guests sent about it: a partner with any is hidden, not deleted. */
  reviews: number;
  bookings: number;
  /** Partnership requests it was created from. */
  requests: { id: number; businessName: string; status: string }[];
};

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A partner with its form values, or null when unknown. */
export async function getStaffPartner(db: Db, id: number): Promise<StaffPartner | null> {
  const row = await db.partner.findUnique({
    where: { id },
    include: {
      locations: { select: { locationId: true }, orderBy: { locationId: 'asc' } },
      partnershipRequests: { select: { id: true, businessName: true, status: true } },
      _count: { select: { reviews: true, bookingRequests: true } },
    },
  });
  if (!row) return null;
  const lines = (row.offerLines ?? {}) as Partial<Record<Locale, string[]>>;
  const values: PartnerFormValues = {
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    categorySlug: row.categorySlug as PartnerFormValues['categorySlug'],
    locationIds: row.locations.map((entry) => String(entry.locationId)),
    descriptionEn: row.descriptionEn,
    descriptionFr: row.descriptionFr,
    descriptionPt: row.descriptionPt,
    offerType: row.offerType as PartnerFormValues['offerType'],
    offerValue: str(row.offerValue === null ? '' : Number(row.offerValue)),
    offerLinesEn: (lines.en ?? []).join('\n'),
    offerLinesFr: (lines.fr ?? []).join('\n'),
    offerLinesPt: (lines.pt ?? []).join('\n'),
    cardInfo: (row.cardInfo ?? '') as PartnerFormValues['cardInfo'],
    priceRange: str(row.priceRange) as PartnerFormValues['priceRange'],
    restaurantTypeEn: str(row.restaurantTypeEn),
    restaurantTypeFr: str(row.restaurantTypeFr),
    restaurantTypePt: str(row.restaurantTypePt),
    menuUrl: str(row.menuUrl),
    facebook: row.facebook,
    instagram: row.instagram,
    website: row.website,
    redirectUrl: str(row.redirectUrl),
    mapsUrl: row.mapsUrl,
    latitude: str(row.latitude),
    longitude: str(row.longitude),
    seasonalNoteEn: str(row.seasonalNoteEn),
    seasonalNoteFr: str(row.seasonalNoteFr),
    seasonalNotePt: str(row.seasonalNotePt),
  };
  return {
    id: row.id,
    categorySlug: row.categorySlug,
    number: row.number,
    isVisible: row.isVisible,
    isDraft: row.isDraft,
    version: row.updatedAt.toISOString(),
    values,
    openingHours: readOpeningHours(row.openingHours),
    seasons: readSeasons(row.seasons),
    photos: readPhotos(row.photos),
    logo: row.logo,
    missing: missingLanguages(row),
    reviews: row._count.reviews,
    bookings: row._count.bookingRequests,
    requests: row.partnershipRequests,
  };
}

/** Categories (in order) and towns with every editable field (docs/decisions/12-staff-run-directory.md §4), and the towns' names for the partner form. */
export async function getDirectorySettings(db: Db) {
  const [categories, towns] = await Promise.all([
    db.category.findMany({ orderBy: { position: 'asc' } }),
    db.location.findMany({ orderBy: { id: 'asc' } }),
  ]);
  return { categories, towns };
}
