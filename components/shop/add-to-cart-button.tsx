'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCartDrawer } from '@/lib/shop/cart/cart-drawer';
import { preloadOnIntent } from '@/lib/ui/use-idle-preload';
import { loadCartDrawerPanel } from '@/components/shop/cart-drawer-load';
import { useCart } from '@/lib/shop/cart/cart-store';
import { useHydrated } from '@/lib/shop/cart/use-cart-hydrated';
import type { CartProduct } from '@/lib/shop/products/products';

/**
 * Adds one unit to the cart and opens the drawer; out-of-stock products cannot be added (docs/spec.md §2). When the cart
 * already holds all the stock, nothing is added and the guest is told why (docs/decisions/13-pickup-order-journey.md §1). Without JavaScript the
 * button is hidden and a note says that the cart needs it (the cart lives in the browser).
 */
export function AddToCartButton({ product, className = '' }: { product: CartProduct; className?: string }) {
  const t = useTranslations('Shop');
  const locale = useLocale();
  const add = useCart((state) => state.add);
  const openDrawer = useCartDrawer((state) => state.setOpen);
  const [atStock, setAtStock] = useState(false);
  const outOfStock = product.quantity < 1;
  // Until the saved cart has been read, an add would not know what the cart already holds.
  const hydrated = useHydrated();
  const label = outOfStock ? t('outOfStock') : t('addToCart');
  return (
    <>
      <button
        type="button"
        data-js-only
        disabled={outOfStock || !hydrated}
        data-insights="add-to-cart"
        data-insights-id={product.id}
        aria-label={t('actionForItem', { action: label, name: product.name[locale] })}
        {...preloadOnIntent(loadCartDrawerPanel)}
        onClick={() => {
          const added = add(product);
          setAtStock(added === 0);
          if (added > 0) openDrawer(true);
        }}
        className={`rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 ${className}`}
      >
        {label}
      </button>
      {!outOfStock && (
        <noscript>
          <style>{'[data-js-only]{display:none!important}'}</style>
          <p role="note" className="w-full rounded border border-amber-300 bg-amber-50 p-2 text-sm">
            {t('needsJavaScript')}
          </p>
        </noscript>
      )}
      <p role="status" className="w-full text-sm text-red-700 empty:hidden">
        {atStock ? t('stockLimit', { count: product.quantity }) : ''}
      </p>
    </>
  );
}
