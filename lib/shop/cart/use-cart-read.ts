import { useEffect, useState } from 'react';
import { hydrateCart, isCartRead } from './cart-store';

/**
 * Whether the saved cart's first read (hydrateCart) has finished on this page. Until then an empty cart in memory
 * may be a saved one still being read (its validator is loaded on demand, slow on holiday Wi-Fi): say "loading",
 * never "your cart is empty" (docs/decisions/13-pickup-order-journey.md §1). A failed read counts as finished.
 */
export function useCartRead(): boolean {
  const [read, setRead] = useState(isCartRead);
  useEffect(() => {
    if (!read)
      void hydrateCart()
        .catch(() => {})
        .then(() => setRead(true));
  }, [read]);
  return read;
}
