import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/shop/product-card';
import { FirstPaintAfter } from '@/components/ui/first-paint';
import { pickupPlacesText } from '@/lib/shop/pickup/pickup-text';
import { getShopProducts } from '@/lib/shop/queries';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';

// Rendered on first request, then served from the route cache until product data changes (tag 'products').
export async function generateMetadata({ params }: PageProps<'/[locale]/shopping'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, path: '/shopping', title: t('shopTitle'), description: t('shopDescription') });
}

/** The product grid (or the empty state) after the intro: the first frame waits for it, so the title and intro come in it. */
const PRODUCTS_ID = 'shop-products';

/** Product list (docs/spec.md §2 /shopping): enabled products in shop order. Failures show shopping/error.tsx. */
export default async function ShoppingPage({ params }: PageProps<'/[locale]/shopping'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('Shop');
  const [products, places] = await Promise.all([getShopProducts(), pickupPlacesText()]);
  return (
    <div className="space-y-6">
      <FirstPaintAfter id={PRODUCTS_ID} />
      <header>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro', { places })}</p>
      </header>
      {products.length === 0 ? (
        <p id={PRODUCTS_ID} className="rounded border border-dashed border-slate-300 p-8 text-center text-slate-700">
          {t('empty')}
        </p>
      ) : (
        <ul id={PRODUCTS_ID} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
