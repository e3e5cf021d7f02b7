import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'fr', 'pt'] as const;
export type Locale = (typeof locales)[number];

/** Name of the cookie that keeps the guest's chosen language (docs/spec.md §9). */
export const LOCALE_COOKIE = 'preferred_language';
/** 365 days, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Locale routing (docs/spec.md §1, §9): English is the default and has no prefix (/shopping), French and Portuguese
 * are prefixed (/fr/shopping). The language comes from the preferred_language cookie, else Accept-Language.
 */
export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'strict', path: '/' },
  // hreflang alternates are in every page's metadata, on SITE_URL (lib/seo/metadata.ts). next-intl's own `Link`
  // header would repeat them on the request's origin, and costs every request (docs/decisions/06-fast-accessible-hardened.md: throughput).
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
