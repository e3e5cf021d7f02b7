/**
 * The company's contact details and links, shown in the header and footer (SPEC §1). Sample values: the
 * operator replaces them here, in one place.
 */
export const siteConfig = {
  name: 'Algarve Member Rewards',
  phone: '+351 289 000 000',
  email: 'members@algarve-rewards.example',
  bookHolidayUrl: 'https://holidays.algarve-rewards.example/',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
  },
} as const;

/** Category slugs in the order of SPEC §2. */
export const categorySlugs = [
  'boat-tours',
  'gastronomy',
  'activities',
  'winery-tours',
  'wellness',
  'beauty-and-hair-salons',
  'chef-at-home',
] as const;
export type CategorySlug = (typeof categorySlugs)[number];
