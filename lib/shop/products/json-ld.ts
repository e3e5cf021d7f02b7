import type { Locale } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/metadata';
import type { ShopProduct } from './products';

/**
 * schema.org Product JSON-LD of a product page (docs/decisions/03-partner-directory.md §6): name, description, image and an Offer in euros
 * with InStock or OutOfStock availability (docs/spec.md §2 stock label). Pickup only.
 * @param url the page's absolute URL.
 */
export function productJsonLd(product: ShopProduct, locale: Locale, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name[locale],
    description: product.description[locale],
    category: product.category[locale],
    sku: String(product.id),
    image: product.images.map((image) => `${siteUrl()}${image}`),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'EUR',
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
