import type { MetadataRoute } from 'next';
import { routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/metadata';

// SITE_URL is read when served, not when built.
export const dynamic = 'force-dynamic';

/** robots.txt (issue 3 §6): everything public except the backoffice and the checkout in every language. */
export default function robots(): MetadataRoute.Robots {
  const prefixes = ['', ...routing.locales.filter((locale) => locale !== routing.defaultLocale).map((locale) => `/${locale}`)];
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/backoffice', ...prefixes.map((prefix) => `${prefix}/checkout`)] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
