import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo/metadata';

// SITE_URL is read when served, not when built.
export const dynamic = 'force-dynamic';

/**
 * robots.txt (docs/decisions/15-framework-ratios.md §4): everything public except the backoffice. Checkout and Order Complete stay crawlable so
 * that crawlers read their `noindex` meta robots; a disallowed page could still be indexed from links to it.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/backoffice'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
