import { useSyncExternalStore } from 'react';
import { useCart } from '@/lib/shop/cart/cart-store';

/** True once the persisted cart has been read from localStorage (false during server rendering). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    (onChange) => useCart.persist.onFinishHydration(onChange),
    () => useCart.persist.hasHydrated(),
    () => false,
  );
}
