import { useEffect } from 'react';
import type { ShopProduct } from '@/lib/shop/products/products';
import { useCart } from './cart-store';

/**
 * Refreshes the cart's names, prices and stock from the server when `active` turns true, so a stale cart never
 * shows (or checks out at) an old price. Products that are gone or disabled leave the cart.
 */
export function useCartRefresh(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ids = useCart.getState().lines.map((line) => line.productId);
    if (ids.length === 0) return;
    const controller = new AbortController();
    fetch(`/api/products?ids=${ids.join(',')}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ products: ShopProduct[] }>) : null))
      .then((body) => body && useCart.getState().refresh(body.products))
      .catch(() => {}); // Offline or aborted: keep the saved copy; checkout re-checks on the server anyway.
    return () => controller.abort();
  }, [active]);
}
