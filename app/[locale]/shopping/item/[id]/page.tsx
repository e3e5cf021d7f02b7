import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { formatEuros } from '@/lib/i18n/format';
import { AddToCartButton } from '@/components/shop/add-to-cart-button';
import { ProductCard } from '@/components/shop/product-card';
import { StockLabel } from '@/components/shop/stock-label';
import { JsonLd } from '@/components/ui/json-ld';
import { Link } from '@/lib/i18n/navigation';
import { LCP_IMAGE } from '@/lib/media/lcp-image';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { productJsonLd } from '@/lib/shop/products/json-ld';
import { pickupPlacesText } from '@/lib/shop/pickup/pickup-text';
import { toCartProduct } from '@/lib/shop/products/products';
import { getRelatedProducts, getShopProduct } from '@/lib/shop/queries';
import { localizedUrl, pageMetadata } from '@/lib/seo/metadata';
import { ServerImage } from '@/components/ui/server-image';

// Rendered on first request, then served from the route cache until product data changes: every read is tagged
// 'products', and product, stock and status writes revalidate that tag. No id is known at build time (no database).
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/shopping/item/[id]'>;

/** Product ids in URLs are positive integers; anything else is not found. */
function parseId(id: string) {
  return /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([metadataLocale(params), params]);
  const productId = parseId(id);
  const product = productId ? await getShopProduct(productId) : null;
  if (!product) return {};
  return pageMetadata({
    locale,
    path: `/shopping/item/${product.id}`,
    title: product.name[locale],
    description: product.description[locale].slice(0, 160),
    image: product.images[0],
  });
}

/** Product detail (docs/spec.md §2 /shopping/item/{id}); disabled or unknown products are not found. */
export default async function ProductPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  const productId = parseId(id);
  const product = productId ? await getShopProduct(productId) : null;
  if (!product) notFound();
  const [t, related, places] = await Promise.all([
    getTranslations('Product'),
    getRelatedProducts(product.id),
    pickupPlacesText(),
  ]);
  const name = product.name[locale];

  return (
    <div className="space-y-10">
      <JsonLd data={productJsonLd(product, locale, localizedUrl(`/shopping/item/${product.id}`, locale))} />
      <Link href="/shopping" className="text-brand-700 underline">
        ← {t('back')}
      </Link>
      <article className="grid gap-8 md:grid-cols-2">
        <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
          {product.images[0] && (
            <ServerImage
              src={product.images[0]}
              alt={t('imageAlt', { name })}
              fill
              {...LCP_IMAGE}
              sizes="(min-width: 72rem) 35rem, (min-width: 48rem) 50vw, calc(100vw - 2rem)"
              className="object-cover"
            />
          )}
        </div>
        <div className="space-y-5">
          <p className="text-sm uppercase tracking-wide text-slate-600">{product.category[locale]}</p>
          <h1 className="text-3xl font-bold">{name}</h1>
          <p className="text-2xl font-bold">{formatEuros(product.price, locale)}</p>
          <StockLabel quantity={product.quantity} />
          <AddToCartButton product={toCartProduct(product)} className="block w-full sm:w-auto" />
          <section aria-labelledby="product-description">
            <h2 id="product-description" className="mb-2 text-lg font-semibold">
              {t('description')}
            </h2>
            <p className="whitespace-pre-line text-slate-800">{product.description[locale]}</p>
          </section>
          <section aria-labelledby="product-specifications">
            <h2 id="product-specifications" className="mb-2 text-lg font-semibold">
              {t('specifications')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium">{t('category')}</dt>
              <dd>{product.category[locale]}</dd>
              <dt className="font-medium">{t('reference')}</dt>
              <dd>#{product.id}</dd>
              <dt className="font-medium">{t('availability')}</dt>
              <dd>
                <StockLabel quantity={product.quantity} />
              </dd>
              <dt className="font-medium">{t('pickup')}</dt>
              <dd>{t('pickupValue', { places })}</dd>
            </dl>
          </section>
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-products">
          <h2 id="related-products" className="mb-4 text-2xl font-semibold">
            {t('related')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {related.map((item) => (
              <li key={item.id} className="flex">
                <ProductCard product={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
