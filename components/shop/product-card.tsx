import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { toCartProduct, type ShopProduct } from '@/lib/shop/products/products';
import { LCP_IMAGE } from '@/lib/media/lcp-image';
import { AddToCartButton } from './add-to-cart-button';
import { StockLabel } from './stock-label';
import { EUROS, useLocaleFormatter } from '@/lib/i18n/format';
import { ServerImage } from '@/components/ui/server-image';

/** A product in a list: image, name, category, price in euros, stock label, add to cart. */
export function ProductCard({ product, priority = false }: { product: ShopProduct; priority?: boolean }) {
  const locale = useLocale();
  const format = useLocaleFormatter();
  const t = useTranslations('Product');
  const name = product.name[locale];
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <Link href={`/shopping/item/${product.id}`} className="group block">
        <div className="relative aspect-[4/3] bg-slate-100">
          {product.images[0] && (
            <ServerImage
              src={product.images[0]}
              alt={t('imageAlt', { name })}
              fill
              {...(priority ? LCP_IMAGE : {})}
              sizes="(min-width: 72rem) 17rem, (min-width: 64rem) 25vw, (min-width: 40rem) 33vw, 50vw"
              className="object-cover"
            />
          )}
        </div>
        <div className="space-y-1 p-3">
          <p className="text-xs uppercase tracking-wide text-slate-600">{product.category[locale]}</p>
          <h2 className="font-semibold group-hover:text-brand-700">{name}</h2>
        </div>
      </Link>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 p-3 pt-0">
        <p className="text-lg font-bold">{format.number(Number(product.price), EUROS)}</p>
        <StockLabel quantity={product.quantity} />
        <AddToCartButton product={toCartProduct(product)} className="w-full" />
      </div>
    </article>
  );
}
