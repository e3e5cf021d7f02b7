/**
 * The message namespaces client components read (`useTranslations` in 'use client' files and what they import).
 * Only these are sent to the browser: every page's HTML carries the messages it hands to the client, and the
 * whole catalogue (about 25 kB per language) would double the size of a page (docs/decisions/06-fast-accessible-hardened.md: speed). A test checks
 * that every namespace a client component asks for is listed. Dotted names pick one branch ('AboutPage.slideshow').
 *
 * The shell's (header, menu, cart drawer, error page) go with every page from the locale layout; the others only
 * with the pages that use them, from their segment's layout (app/[locale]/_shell/client-messages.tsx): a page's HTML
 * does not carry another page's form texts (docs/decisions/15-framework-ratios.md §3: about 9 kB less on a page that has none).
 */
export const SHELL_MESSAGE_NAMESPACES = [
  'Header',
  'Nav',
  'SideMenu',
  'Categories',
  'LanguageSwitcher',
  'CartDrawer',
  'Errors',
] as const;

/** What each public segment's client components read, on top of the shell's; the key names the segment's layout. */
export const PAGE_MESSAGE_NAMESPACES = {
  /** app/[locale]/[categoryId]: a category's listing (filters) and its partner pages (review and booking forms). */
  category: ['Directory', 'DirectoryForms', 'DirectoryValidation', 'Validation'],
  /** app/[locale]/(listings): /all and /filtered, the listings' filters (one layout for both). */
  listing: ['Directory'],
  /** app/[locale]/shopping: add to cart, and the shop's error page. */
  shop: ['Shop'],
  checkout: ['Checkout', 'PickupLocations', 'Validation'],
  contact: ['Forms', 'ContactForm', 'Validation'],
  partnership: ['Forms', 'PartnershipForm', 'Validation'],
  about: ['AboutPage.slideshow'],
  /** app/[locale]/card: the member card's rotating code. */
  card: ['MemberCard'],
  /** app/[locale]/partner: the partner counter (verify, redeem, offline queue) and the manager's page editor. */
  partner: ['PartnerCounter', 'MemberOffers', 'PartnerListing', 'PartnerBookings', 'BackofficeHours', 'OpeningHours'],
} as const satisfies Record<string, readonly string[]>;

/** Every namespace a public client component may read. */
export const CLIENT_MESSAGE_NAMESPACES: readonly string[] = [
  ...new Set([...SHELL_MESSAGE_NAMESPACES, ...Object.values(PAGE_MESSAGE_NAMESPACES).flat()]),
];

type Messages = Record<string, unknown>;

/**
 * The part of a message catalogue listed in `namespaces`, same shape (nested objects), for NextIntlClientProvider.
 * Namespaces missing from the catalogue are skipped.
 */
export function clientMessages(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const keys = namespace.split('.');
    let source: unknown = messages;
    for (const key of keys) source = source && typeof source === 'object' ? (source as Messages)[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Messages;
    target[keys.at(-1)!] = source;
  }
  return picked;
}
