'use client';

import { useTranslations } from 'next-intl';
import { cartCount, useCart } from '@/lib/shop/cart/cart-store';
import { useCartDrawer } from '@/lib/shop/cart/cart-drawer';
import { useHydrated } from '@/lib/shop/cart/use-cart-hydrated';
import { preloadOnIntent } from '@/lib/ui/use-idle-preload';
import { loadCartDrawerPanel } from './cart-drawer-load';
import { CART_BUTTON_CLASS, cartIcon } from './cart-icon';

/**
 * Header cart button; the count badge shows only above 0 and never shifts the layout (fixed size). Without
 * JavaScript (the cart lives in the browser) it is hidden (`data-js-only`, see NoScriptMenu) and the header's link to
 * the checkout, which explains that the cart needs JavaScript, takes its place.
 */
export function CartButton() {
  const t = useTranslations('Header');
  const count = cartCount(useCart((state) => state.lines));
  const hydrated = useHydrated();
  const toggle = useCartDrawer((state) => state.toggle);
  const shown = hydrated ? count : 0;
  return (
    <>
      <button
        type="button"
        data-cart-button
        data-js-only
        {...preloadOnIntent(loadCartDrawerPanel)}
        onClick={toggle}
        aria-label={`${t('openCart')}, ${t('cartCount', { count: shown })}`}
        className={CART_BUTTON_CLASS}
      >
        {cartIcon}
        {shown > 0 && (
          <span
            data-testid="cart-count"
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-xs font-bold text-white"
          >
            {shown}
          </span>
        )}
      </button>
    </>
  );
}
