// SAMPLE CONTENT: the directory seed (categories, towns, partners) and the function that puts it in place.
// The partner list is invented for development and tests; the operator replaces it with the real partners.
import type { PrismaClient } from '@/generated/prisma/client';
import { activities } from './activities';
import { boatTours } from './boat-tours';
import { seedCategories } from './categories';
import { chefAtHome } from './chef-at-home';
import { gastronomy } from './gastronomy';
import { seedLocations } from './locations';
import { mapsEmbed, partnerLogo, partnerPhotos, type SeedPartner } from './types';
import { beautyAndHairSalons, wellness } from './wellness-beauty';
import { wineryTours } from './winery-tours';

/** Partners per category slug, in the order of SPEC §2. */
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

/** Creates missing categories, towns and partners; rows that exist are left as staff edited them. */
export async function seedDirectory(prisma: PrismaClient): Promise<void> {
  for (const [position, category] of seedCategories.entries()) {
    const data = {
      position, image: `/categories/${category.image}`,
      titleEn: category.title.en, titleFr: category.title.fr, titlePt: category.title.pt,
      descriptionEn: category.description.en, descriptionFr: category.description.fr, descriptionPt: category.description.pt,
    };
    await prisma.category.upsert({ where: { slug: category.slug }, create: { slug: category.slug, ...data }, update: {} });
  }
  for (const location of seedLocations) {
    const data = {
      name: location.name, image: `/locations/${location.image}`,
      descriptionEn: location.description.en, descriptionFr: location.description.fr, descriptionPt: location.description.pt,
    };
    await prisma.location.upsert({ where: { id: location.id }, create: { id: location.id, ...data }, update: {} });
  }
  for (const [slug, partners] of Object.entries(seedPartners)) {
    for (const [position, partner] of partners.entries()) {
      const key = { categorySlug_number: { categorySlug: slug, number: partner.number } };
      if (await prisma.partner.findUnique({ where: key, select: { id: true } })) continue;
      await prisma.partner.create({ data: partnerData(slug, position, partner) });
    }
  }
}

function partnerData(slug: string, position: number, partner: SeedPartner) {
  return {
    categorySlug: slug, number: partner.number, position, name: partner.name, email: partner.email,
    logo: partnerLogo(slug, partner.number), photos: partnerPhotos(slug, partner.number),
    descriptionEn: partner.description.en, descriptionFr: partner.description.fr, descriptionPt: partner.description.pt,
    address: partner.address, phone: partner.phone,
    facebook: partner.social.facebook ?? '', instagram: partner.social.instagram ?? '', website: partner.social.website ?? '',
    mapsUrl: mapsEmbed(partner.address), latitude: partner.geo?.lat, longitude: partner.geo?.lng,
    offerType: partner.offer.type, offerValue: partner.offer.value, offerLines: partner.offer.lines,
    openingHours: partner.hours, seasons: partner.seasons ?? [],
    seasonalNoteEn: partner.seasonalNote?.en, seasonalNoteFr: partner.seasonalNote?.fr, seasonalNotePt: partner.seasonalNote?.pt,
    restaurantTypeEn: partner.restaurantType?.en, restaurantTypeFr: partner.restaurantType?.fr, restaurantTypePt: partner.restaurantType?.pt,
    priceRange: partner.priceRange, menuUrl: partner.menuUrl, cardInfo: partner.cardInfo,
    isVisible: partner.isVisible ?? true, redirectUrl: partner.redirectUrl,
    locations: { create: partner.locations.map((locationId) => ({ locationId })) },
  };
}
