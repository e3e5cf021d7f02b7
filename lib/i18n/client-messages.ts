/**
 * The message namespaces client components read (`useTranslations` in 'use client' files and what they import).
 * Only these are sent to the browser: every page's HTML carries the messages it hands to the client, and the
 * whole catalogue (about 25 kB per language) would double the size of a page (issue 6: speed). A test checks
 * that every namespace a client component asks for is listed. Dotted names pick one branch ('AboutPage.slideshow').
 */
export const CLIENT_MESSAGE_NAMESPACES = [
  'Header', 'Nav', 'SideMenu', 'Categories', 'LanguageSwitcher', 'CartDrawer', 'Errors',
  'Shop', 'Checkout', 'PickupLocations', 'Validation',
  'Directory', 'DirectoryForms', 'DirectoryValidation',
  'Forms', 'ContactForm', 'PartnershipForm', 'AboutPage.slideshow',
] as const;

type Messages = Record<string, unknown>;

/**
 * The part of a message catalogue listed in `namespaces`, same shape (nested objects), for NextIntlClientProvider.
 * Namespaces missing from the catalogue are skipped.
 */
export function clientMessages(messages: Messages, namespaces: readonly string[] = CLIENT_MESSAGE_NAMESPACES): Messages {
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
