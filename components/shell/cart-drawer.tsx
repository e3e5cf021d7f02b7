'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useCartDrawer } from '@/lib/shop/cart-drawer';
import { hydrateCart, TOGGLE_CART_EVENT } from '@/lib/shop/cart-store';
import { useCartRefresh } from '@/lib/shop/use-cart-refresh';
import { useIdlePreload } from '@/lib/ui/use-idle-preload';

const loadPanel = () => import('./cart-drawer-panel');
const CartDrawerPanel = lazy(() => loadPanel().then((module) => ({ default: module.CartDrawerPanel })));

/**
 * Right-hand cart drawer (docs/spec.md §2 Shell behaviour, §4 Cart drawer), on every public page. Reads the saved cart,
 * is toggled by the cart buttons and by the window event "toggleCart", and refreshes prices and stock when opened.
 * The drawer itself is loaded when the browser is idle or on the first open (docs/decisions/06-fast-accessible-hardened.md: first-load JavaScript).
 */
export function CartDrawer() {
  const { open, toggle } = useCartDrawer();
  // Mounted from the first open on, so that Radix closes it and returns focus as usual.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  useCartRefresh(open);
  useIdlePreload(loadPanel);

  useEffect(() => {
    void hydrateCart();
  }, []);

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
