/**
 * The company's contact details and links, shown in the header and footer (docs/spec.md §1). Sample values: the
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
  /** The company's holiday-rental site, linked from the About page's call to action. */
  propertySiteUrl: 'https://holidays.algarve-rewards.example/properties',
  /** E-mail defaults; MAIL_FROM and MAIL_TEAM_ADDRESS override them (docs/mail.md). */
  mail: {
    from: 'Algarve Member Rewards <no-reply@algarve-rewards.example>',
    teamAddress: 'team@algarve-rewards.example',
  },
} as const;

/** Category slugs in the order of docs/spec.md §2. */
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
