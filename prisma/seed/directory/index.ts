// SAMPLE CONTENT: the directory's sample partners and the function that puts them in place. The partner list is
// invented for development and tests; a production database gets the reference data only (../reference.ts).
import type { Db } from '@/lib/db';
import { seedOnce } from '@/prisma/seed/ledger';
import { seedReferenceData } from '@/prisma/seed/reference';
import { activities } from './activities';
import { boatTours } from './boat-tours';
import { seedCategories } from './categories';
import { chefAtHome } from './chef-at-home';
import { gastronomy } from './gastronomy';
import { seedLocations } from './locations';
import { mapsEmbed, partnerLogo, partnerPhotos, type SeedPartner } from './types';
import { beautyAndHairSalons, wellness } from './wellness-beauty';
import { wineryTours } from './winery-tours';

/** Partners per category slug, in the order of docs/spec.md §2. */
export const seedPartners: Record<string, SeedPartner[]> = {
  'boat-tours': boatTours,
  gastronomy,
  activities,
  'winery-tours': wineryTours,
  wellness,
  'beauty-and-hair-salons': beautyAndHairSalons,
  'chef-at-home': chefAtHome,
};

export { seedCategories, seedLocations };

/**
 * Inserts the sample partners (keyed `<category slug>/<number>`) the seed ledger has never recorded, after the
 * reference data they belong to; a partner whose category staff removed is skipped, towns staff removed are left
 * out. Partners staff deleted, moved or edited stay as staff left them (docs/deploy.md "Reference and sample data").
 */
export async function seedSamplePartners(db: Db): Promise<void> {
  const items = Object.entries(seedPartners).flatMap(([slug, partners]) =>
    partners.map((partner, position) => ({ slug, position, partner })),
  );
  await seedOnce(db, 'partner', items, {
    keyOf: ({ slug, partner }) => `${slug}/${partner.number}`,
    insert: async (tx, { slug, position, partner }) => {
      const key = { categorySlug_number: { categorySlug: slug, number: partner.number } };
      if (!(await tx.category.findUnique({ where: { slug }, select: { slug: true } }))) return;
      if (await tx.partner.findUnique({ where: key, select: { id: true } })) return;
      const towns = await tx.location.findMany({ where: { id: { in: partner.locations } }, select: { id: true } });
      await tx.partner.create({
        data: partnerData(slug, position, { ...partner, locations: towns.map((town) => town.id) }),
      });
    },
  });
}

/** The reference data and the sample partners: the whole directory of development and tests. */
export async function seedDirectory(db: Db): Promise<void> {
  await seedReferenceData(db);
  await seedSamplePartners(db);
}

function partnerData(slug: string, position: number, partner: SeedPartner) {
  return {
    categorySlug: slug,
    number: partner.number,
    position,
    name: partner.name,
    email: partner.email,
    logo: partnerLogo(slug, partner.number),
    photos: partnerPhotos(slug, partner.number),
    descriptionEn: partner.description.en,
    descriptionFr: partner.description.fr,
    descriptionPt: partner.description.pt,
    address: partner.address,
    phone: partner.phone,
    facebook: partner.social.facebook ?? '',
    instagram: partner.social.instagram ?? '',
    website: partner.social.website ?? '',
    mapsUrl: mapsEmbed(partner.address),
    latitude: partner.geo?.lat,
    longitude: partner.geo?.lng,
    offerType: partner.offer.type,
    offerValue: partner.offer.value,
    offerLines: partner.offer.lines,
    openingHours: partner.hours,
    seasons: partner.seasons ?? [],
    seasonalNoteEn: partner.seasonalNote?.en,
    seasonalNoteFr: partner.seasonalNote?.fr,
    seasonalNotePt: partner.seasonalNote?.pt,
    restaurantTypeEn: partner.restaurantType?.en,
    restaurantTypeFr: partner.restaurantType?.fr,
    restaurantTypePt: partner.restaurantType?.pt,
    priceRange: partner.priceRange,
    menuUrl: partner.menuUrl,
    cardInfo: partner.cardInfo,
    isVisible: partner.isVisible ?? true,
    redirectUrl: partner.redirectUrl,
    locations: { create: partner.locations.map((locationId) => ({ locationId })) },
  };
}
