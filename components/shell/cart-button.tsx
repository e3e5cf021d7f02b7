'use client';

import { useTranslations } from 'next-intl';
import { cartCount, useCart } from '@/lib/cart/store';
import { useCartDrawer } from '@/lib/cart/drawer';
import { useHydrated } from '@/lib/cart/use-hydrated';
import { Link } from '@/lib/i18n/navigation';

const cartIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" strokeLinecap="round" strokeLinejoin="round" />
    <circle cx="10" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </svg>
);

/**
 * Header cart button; the count badge shows only above 0 and never shifts the layout (fixed size). Without
 * JavaScript (the cart lives in the browser) it is hidden (`data-js-only`, see NoScriptMenu) and a link to the
 * checkout, which explains that the cart needs JavaScript, takes its place.
 */
export function CartButton() {
  const t = useTranslations('Header');
  const count = cartCount(useCart((state) => state.lines));
  const hydrated = useHydrated();
  const toggle = useCartDrawer((state) => state.toggle);
  const shown = hydrated ? count : 0;
  const className = 'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100';
  return (
    <>
      <button
        type="button"
        data-cart-button
        data-js-only
        onClick={toggle}
        aria-label={`${t('openCart')}, ${t('cartCount', { count: shown })}`}
        className={className}
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
      <noscript>
        <Link href="/checkout" aria-label={t('cartNeedsJavaScript')} title={t('cartNeedsJavaScript')} className={className}>
          {cartIcon}
        </Link>
      </noscript>
    </>
  );
}
