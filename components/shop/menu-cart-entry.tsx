'use client';

import { useTranslations } from 'next-intl';
import { cartCount, useCart } from '@/lib/shop/cart-store';
import { useCartDrawer } from '@/lib/shop/cart-drawer';
import { useHydrated } from '@/lib/shop/use-cart-hydrated';

/** The side menu's cart entry (docs/spec.md §2 Shell behaviour): the cart with its count; it opens the cart drawer. */
export function MenuCartEntry() {
  const t = useTranslations('SideMenu');
  const tHeader = useTranslations('Header');
  const count = cartCount(useCart((state) => state.lines));
  const hydrated = useHydrated();
  const openCart = useCartDrawer((state) => state.setOpen);
  return (
    <button
      type="button"
      onClick={() => openCart(true)}
      className="mb-6 flex w-full items-center justify-between rounded border border-slate-200 px-3 py-2 text-left hover:bg-brand-50"
    >
      <span>{t('cart')}</span>
      <span
        className="rounded-full bg-slate-100 px-2 text-sm"
        aria-label={tHeader('cartCount', { count: hydrated ? count : 0 })}
      >
        {hydrated ? count : 0}
      </span>
    </button>
  );
}
