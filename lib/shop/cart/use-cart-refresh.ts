import { useEffect } from 'react';
import type { ShopProduct } from '@/lib/shop/products/products';
import { hydrateCart, useCart } from './cart-store';
import { useHydrated } from './use-cart-hydrated';

/**
 * Refreshes the cart's names, prices and stock from the server when `active` turns true, so a stale cart never
 * shows (or checks out at) an old price. Products that are gone or disabled leave the cart. It waits for the saved
 * cart's first read (hydrateCart): a guest on a slow link can open the drawer before the read's validator has
 * arrived, and the lines read after would otherwise keep their saved stock; checkout, loaded straight from a link,
 * would show the saved prices. A read that failed (the validator's script lost on the way) is tried once more here,
 * and whenever a later read succeeds (another tab's change, another opening) the refresh runs again
 * (docs/decisions/13-pickup-order-journey.md §1).
 */
export function useCartRefresh(active: boolean) {
  const read = useHydrated();
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    hydrateCart()
      .catch(() => (controller.signal.aborted ? undefined : hydrateCart()))
      .catch(() => {}) // Failed twice (still offline): the lines in memory are refreshed, as before the read.
      .then(() => {
        const ids = useCart.getState().lines.map((line) => line.productId);
        if (ids.length === 0 || controller.signal.aborted) return null;
        return fetch(`/api/products?ids=${ids.join(',')}`, { signal: controller.signal });
      })
      .then((response) => (response?.ok ? (response.json() as Promise<{ products: ShopProduct[] }>) : null))
      .then((body) => body && useCart.getState().refresh(body.products))
      .catch(() => {}); // Offline or aborted: keep the saved copy; checkout re-checks on the server anyway.
    return () => controller.abort();
  }, [active, read]);
}
