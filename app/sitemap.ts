import type { MetadataRoute } from 'next';
import { getDirectory } from '@/lib/directory/queries';
import { routing } from '@/lib/i18n/routing';
import { languageAlternates, localizedUrl } from '@/lib/seo/metadata';
import { getShopProducts } from '@/lib/shop/queries';

// Read per request from the cached directory and products (the database is not reachable at build time).
export const dynamic = 'force-dynamic';

/** Public pages of docs/spec.md §2 that have no data behind them. */
const staticPaths = ['/', '/all', '/shopping', '/access', '/partnership', '/about', '/contact', '/privacy'];

/**
 * Every public localized URL (docs/decisions/03-partner-directory.md §6): pages, categories, visible partners (not those that redirect to an
 * external booking page) and enabled products, each in en, fr and pt with hreflang alternates.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [directory, products] = await Promise.all([getDirectory(), getShopProducts()]);
  const paths = [
    ...staticPaths,
    ...directory.categories.map((category) => `/${category.slug}`),
    ...directory.partners
      .filter((partner) => !partner.redirectUrl)
      .map((partner) => `/${partner.categorySlug}/${partner.number}`),
    ...products.map((product) => `/shopping/item/${product.id}`),
  ];
  return paths.flatMap((path) =>
    routing.locales.map((locale) => ({
      url: localizedUrl(path, locale),
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
