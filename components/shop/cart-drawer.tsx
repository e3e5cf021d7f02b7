'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useCartDrawer } from '@/lib/shop/cart/cart-drawer';
import { followSavedCart, TOGGLE_CART_EVENT } from '@/lib/shop/cart/cart-store';
import { loadCartDrawerPanel } from './cart-drawer-load';

const CartDrawerPanel = lazy(() => loadCartDrawerPanel().then((module) => ({ default: module.CartDrawerPanel })));

/**
 * Right-hand cart drawer (docs/spec.md §2 Shell behaviour, §4 Cart drawer), on every public page. Reads the saved cart,
 * is toggled by the cart buttons and by the window event "toggleCart"; the panel refreshes prices and stock when opened.
 * The drawer itself is loaded when the guest reaches for a cart button (preloadOnIntent) or on the first open, never
 * while the page is idle (docs/performance.md, "What loads at idle").
 */
export function CartDrawer() {
  const { open, toggle } = useCartDrawer();
  // Mounted from the first open on, so that Radix closes it and returns focus as usual.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  // Reads the saved cart once per page and follows other tabs' changes; remounts (a language switch) read nothing twice.
  useEffect(() => followSavedCart(), []);

  useEffect(() => {
    window.addEventListener(TOGGLE_CART_EVENT, toggle);
    return () => window.removeEventListener(TOGGLE_CART_EVENT, toggle);
  }, [toggle]);

  return opened ? (
    <Suspense fallback={null}>
      <CartDrawerPanel />
    </Suspense>
  ) : null;
}
