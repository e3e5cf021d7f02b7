import type { Prisma } from '@/generated/prisma/client';
import type { Db, Tx } from '@/lib/db';
import { weekdays, type OpeningHours, type Season } from '@/lib/opening-hours/hours';
import type { Photo } from '@/lib/directory/partners';
import type { CategorySlug } from '@/lib/site-config';
import type { PartnerData } from '@/lib/directory/partner-schemas';
import type { businessTypes } from '@/lib/validation/form-limits';

/*
 * Partner writes of the backoffice (docs/decisions/12-staff-run-directory.md §1, §5, §6). Plain functions on a Prisma client, so tests call them
 * directly; the server actions (partner-actions.ts) authorize, validate and revalidate around them.
 */

/** What the partner form posts beside the schema's fields: hours and seasons (JSON), photos and logo (URLs). */
export type PartnerMedia = { openingHours: OpeningHours; seasons: Season[]; photos: Photo[]; logo: string | null };
/** What a write touched, so the caller revalidates only that partner and its categories (old and new). */
export type PartnerWrite = { id: number; categorySlugs: string[]; number: number };

/** Every weekday closed: the hours of a partner nobody has entered hours for yet. */
export const closedWeek = (): OpeningHours =>
  Object.fromEntries(weekdays.map((day) => [day, { kind: 'closed' }])) as OpeningHours;

/** An embedded map of the coordinates on the maps host, when staff give coordinates and no map URL. */
const coordinatesMap = (latitude: number, longitude: number) =>
  `https://www.google.com/maps?q=${latitude},${longitude}&output=embed`;

/** The partner columns of the form's values (every field except the category, number and towns). */
function columns(data: PartnerData, media: PartnerMedia) {
  return {
    name: data.name,
    email: data.email,
    phone: data.phone,
    address: data.address,
    descriptionEn: data.descriptionEn,
    descriptionFr: data.descriptionFr,
    descriptionPt: data.descriptionPt,
    offerType: data.offerType,
    offerValue: data.offerType === 'other' ? null : Number(data.offerValue),
    offerLines: { en: data.offerLinesEn, fr: data.offerLinesFr, pt: data.offerLinesPt },
    cardInfo: data.cardInfo,
    priceRange: data.priceRange,
    restaurantTypeEn: data.restaurantTypeEn || null,
    restaurantTypeFr: data.restaurantTypeFr || null,
    restaurantTypePt: data.restaurantTypePt || null,
    menuUrl: data.menuUrl || null,
    facebook: data.facebook,
    instagram: data.instagram,
    website: data.website,
    redirectUrl: data.redirectUrl || null,
    mapsUrl:
      data.mapsUrl ||
      (data.latitude !== null && data.longitude !== null ? coordinatesMap(data.latitude, data.longitude) : ''),
    latitude: data.latitude,
    longitude: data.longitude,
    seasonalNoteEn: data.seasonalNoteEn || null,
    seasonalNoteFr: data.seasonalNoteFr || null,
    seasonalNotePt: data.seasonalNotePt || null,
    openingHours: media.openingHours as Prisma.InputJsonValue,
    seasons: media.seasons as Prisma.InputJsonValue,
    photos: media.photos as Prisma.InputJsonValue,
    logo: media.logo,
  };
}

/**
 * The next free number and position in a category (the partner's URL is /{category}/{number}, unique within it).
 * Takes a transaction-scoped lock on the category, so two writes at once never pick the same number: call it inside
 * the transaction that creates the partner (docs/decisions/12-staff-run-directory.md §6).
 */
export async function nextPartnerSlot(tx: Tx, categorySlug: string): Promise<{ number: number; position: number }> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`partner-number:${categorySlug}`}))`;
  const last = await tx.partner.aggregate({ where: { categorySlug }, _max: { number: true, position: true } });
  return { number: (last._max.number ?? 0) + 1, position: (last._max.position ?? -1) + 1 };
}

/** True when the towns all exist (a tampered id is refused rather than failing the write). */
async function townsExist(tx: Tx, ids: number[]): Promise<boolean> {
  return ids.length === 0 || (await tx.location.count({ where: { id: { in: ids } } })) === ids.length;
}

/**
 * Creates a partner as a draft (docs/decisions/12-staff-run-directory.md §6: never public until published), with the next number of its category.
 * @returns null when a town does not exist.
 */
export async function createPartner(db: Db, data: PartnerData, media: PartnerMedia): Promise<PartnerWrite | null> {
  return db.$transaction(async (tx) => {
    if (!(await townsExist(tx, data.locationIds))) return null;
    const slot = await nextPartnerSlot(tx, data.categorySlug);
    const partner = await tx.partner.create({
      data: {
        ...columns(data, media),
        ...slot,
        categorySlug: data.categorySlug,
        isDraft: true,
        locations: { create: data.locationIds.map((locationId) => ({ locationId })) },
      },
    });
    return { id: partner.id, categorySlugs: [data.categorySlug], number: partner.number };
  });
}

/**
 * Saves every field of a partner. Moving it to another category gives it the next free number there, so URLs stay
 * unique (its old URL is then not found). With `version` (the `updatedAt` the form was rendered with, ISO), a partner
 * changed since (by its manager, a proposal approved, a colleague) is left as it is.
 * @returns null when the partner or a town does not exist; 'changed' when `version` is no longer the partner's.
 */
export async function updatePartner(
  db: Db,
  id: number,
  data: PartnerData,
  media: PartnerMedia,
  version?: string,
): Promise<PartnerWrite | 'changed' | null> {
  return db.$transaction(async (tx) => {
    // The row lock: a manager's write waits for this save, and this save sees its result.
    await tx.$queryRaw`SELECT 1 FROM partners WHERE id = ${id} FOR UPDATE`;
    const current = await tx.partner.findUnique({
      where: { id },
      select: { categorySlug: true, number: true, position: true, updatedAt: true },
    });
    if (!current || !(await townsExist(tx, data.locationIds))) return null;
    if (version && current.updatedAt.toISOString() !== version) return 'changed';
    const slot =
      current.categorySlug === data.categorySlug
        ? { number: current.number, position: current.position }
        : await nextPartnerSlot(tx, data.categorySlug);
    await tx.partnerLocation.deleteMany({ where: { partnerId: id } });
    await tx.partner.update({
      where: { id },
      data: {
        ...columns(data, media),
        ...slot,
        categorySlug: data.categorySlug,
        locations: { create: data.locationIds.map((locationId) => ({ locationId })) },
      },
    });
    return { id, categorySlugs: [...new Set([current.categorySlug, data.categorySlug])], number: slot.number };
  });
}

/** Sets isVisible or isDraft of a partner. @returns its category, or null when it does not exist. */
export async function setPartnerFlags(
  db: Db,
  id: number,
  flags: { isVisible?: boolean; isDraft?: boolean },
): Promise<PartnerWrite | null> {
  const partner = await db.partner
    .update({ where: { id }, data: flags, select: { categorySlug: true, number: true } })
    .catch(() => null);
  return partner && { id, categorySlugs: [partner.categorySlug], number: partner.number };
}

/**
 * Deletes a partner, unless guests sent something about it (docs/decisions/12-staff-run-directory.md §1) or it has
 * member redemptions, stored or refused (docs/membership.md "The ledger"): such a partner is hidden instead, so
 * nothing guests sent is lost and the ledger and the monthly report still count its redemptions. The partner's row
 * is locked first, so a review or booking arriving meanwhile waits and is counted (or fails on the deleted partner),
 * never silently cascades away; a redemption's key to its partner refuses the deletion outright.
 * @returns 'deleted', 'hidden' (with the counts), or null when the partner does not exist.
 */
export async function deleteOrHidePartner(
  db: Db,
  id: number,
): Promise<
  (PartnerWrite & { outcome: 'deleted' | 'hidden'; reviews: number; bookings: number; redemptions: number }) | null
> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { category_slug: string; number: number }[]
    >`SELECT category_slug, number FROM partners WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) return null;
    const [reviews, bookings, redeemed, refused] = await Promise.all([
      tx.review.count({ where: { partnerId: id } }),
      tx.bookingRequest.count({ where: { partnerId: id } }),
      tx.redemption.count({ where: { partnerId: id } }),
      tx.refusedRedemption.count({ where: { partnerId: id } }),
    ]);
    const redemptions = redeemed + refused;
    const [{ category_slug: category, number }] = locked;
    const write = { id, categorySlugs: [category], number, reviews, bookings, redemptions };
    if (reviews + bookings + redemptions > 0) {
      await tx.partner.update({ where: { id }, data: { isVisible: false } });
      return { ...write, outcome: 'hidden' as const };
    }
    await tx.partner.delete({ where: { id } });
    return { ...write, outcome: 'deleted' as const };
  });
}

/** The category a partnership request's business type becomes (docs/spec.md §3 business types; 'other' -> activities, to be changed by staff). */
export const categoryOfBusinessType: Record<(typeof businessTypes)[number], CategorySlug> = {
  'boat-tours': 'boat-tours',
  restaurants: 'gastronomy',
  activities: 'activities',
  winery: 'winery-tours',
  wellness: 'wellness',
  'chef-service': 'chef-at-home',
  other: 'activities',
};

/**
 * "Create partner from this request" (docs/decisions/12-staff-run-directory.md §5): a draft with the business name, contact e-mail, phone, the
 * business type's category and the description (in the language the request was written in), linked to the
 * request. A request that already has its partner answers that partner instead of creating a second one.
 * @returns the draft's id, or null when the request does not exist.
 */
export async function createDraftFromRequest(
  db: Db,
  requestId: number,
): Promise<(PartnerWrite & { created: boolean }) | null> {
  return db.$transaction(async (tx) => {
    const [request] = await tx.$queryRaw<
      { id: number }[]
    >`SELECT id FROM partnership_requests WHERE id = ${requestId} FOR UPDATE`;
    if (!request) return null;
    const row = await tx.partnershipRequest.findUniqueOrThrow({
      where: { id: requestId },
      include: { partner: { select: { id: true, categorySlug: true, number: true } } },
    });
    if (row.partner)
      return {
        id: row.partner.id,
        categorySlugs: [row.partner.categorySlug],
        number: row.partner.number,
        created: false,
      };
    const categorySlug =
      categoryOfBusinessType[row.businessType as keyof typeof categoryOfBusinessType] ?? 'activities';
    const description = { descriptionEn: '', descriptionFr: '', descriptionPt: '' };
    description[row.locale === 'fr' ? 'descriptionFr' : row.locale === 'pt' ? 'descriptionPt' : 'descriptionEn'] =
      row.description.slice(0, 5000);
    const slot = await nextPartnerSlot(tx, categorySlug);
    const partner = await tx.partner.create({
      data: {
        ...slot,
        categorySlug,
        isDraft: true,
        name: row.businessName,
        email: row.email,
        phone: row.phone,
        ...description,
        offerType: 'other',
        offerLines: { en: [], fr: [], pt: [] },
        openingHours: closedWeek(),
      },
    });
    await tx.partnershipRequest.update({ where: { id: requestId }, data: { partnerId: partner.id } });
    return { id: partner.id, categorySlugs: [categorySlug], number: partner.number, created: true };
  });
}
