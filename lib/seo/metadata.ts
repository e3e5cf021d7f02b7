import type { Metadata } from 'next';
import { getPathname } from '@/lib/i18n/navigation';
import { locales, routing, type Locale } from '@/lib/i18n/routing';
import { siteUrl } from './site-url';

// Kept apart so that code outside pages (e-mails) can read it without next-intl's navigation.
export { siteUrl };

/** Absolute URL of an internal path in a locale, e.g. ('/shopping', 'fr') -> https://…/fr/shopping. */
export function localizedUrl(path: string, locale: Locale): string {
  return `${siteUrl()}${getPathname({ href: path, locale })}`;
}

/** hreflang alternates of a path: one URL per locale plus x-default (the English, unprefixed one). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = localizedUrl(path, locale);
  languages['x-default'] = localizedUrl(path, routing.defaultLocale);
  return languages;
}

/**
 * Metadata for a public page in its language (docs/style.md §8): title, description, canonical URL, hreflang alternates
 * for en, fr, pt and x-default, and Open Graph with an image (a file under public/, default the brand image).
 * @param path the page's internal path without locale prefix, e.g. "/shopping/item/3".
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  image = '/brand/og-image.png',
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  image?: string;
}): Metadata {
  const url = localizedUrl(path, locale);
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      locale: { en: 'en_GB', fr: 'fr_FR', pt: 'pt_PT' }[locale],
      siteName: 'Algarve Member Rewards',
      images: [{ url: `${siteUrl()}${image}` }],
    },
  };
}
