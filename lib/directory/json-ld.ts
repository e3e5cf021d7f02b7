import type { Locale } from '@/lib/i18n/routing';
import type { CategorySlug } from '@/lib/site-config';
import { openingHoursSpecification, specialOpeningHoursSpecification } from '@/lib/opening-hours/hours';
import type { PartnerDetail } from './partners';

/** The schema.org type of a partner by category: LocalBusiness or the closest subtype. */
const schemaTypes: Record<CategorySlug, string> = {
  'boat-tours': 'TouristAttraction',
  gastronomy: 'Restaurant',
  activities: 'AmusementPark',
  'winery-tours': 'Winery',
  wellness: 'DaySpa',
  'beauty-and-hair-salons': 'BeautySalon',
  'chef-at-home': 'FoodEstablishment',
};

const nonEmpty = <T>(list: T[]) => (list.length > 0 ? list : undefined);

/**
 * schema.org JSON-LD of a partner page (docs/decisions/03-partner-directory.md §6): the matching LocalBusiness subtype with address, geo
 * where known, openingHoursSpecification (with the seasons' dates, docs/decisions/12-staff-run-directory.md §2), specialOpeningHoursSpecification for the special days to come (docs/membership.md "The partner keeps its page") and, only when there are visible reviews, aggregateRating.
 * @param url the page's absolute URL; `image` absolute URLs of its pictures.
 */
export function partnerJsonLd(partner: PartnerDetail, locale: Locale, url: string, images: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type':
      schemaTypes[partner.categorySlug] === 'TouristAttraction'
        ? ['LocalBusiness', 'TouristAttraction']
        : schemaTypes[partner.categorySlug],
    name: partner.name,
    description: partner.description[locale],
    url,
    image: images,
    telephone: partner.phone || undefined,
    email: partner.email || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: partner.address,
      addressRegion: 'Algarve',
      addressCountry: 'PT',
    },
    geo: partner.geo ? { '@type': 'GeoCoordinates', ...partner.geo } : undefined,
    openingHoursSpecification: openingHoursSpecification(partner.hours, partner.seasons),
    specialOpeningHoursSpecification: nonEmpty(specialOpeningHoursSpecification(partner.specialDays)),
    priceRange: partner.priceRange ? '€'.repeat(partner.priceRange) : undefined,
    servesCuisine: partner.restaurantType?.[locale],
    menu: partner.menuUrl ?? undefined,
    sameAs: [partner.social.facebook, partner.social.instagram, partner.social.website].filter(Boolean),
    aggregateRating:
      partner.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: partner.rating.average,
            reviewCount: partner.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}
