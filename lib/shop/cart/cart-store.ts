import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { CartProduct, ShopProduct } from '@/lib/shop/products/products';
import { MAX_LINE_QUANTITY } from '@/lib/shop/cart/limits';
import type { CartLine } from './saved-cart';

export type { CartLine };

/** localStorage key of this product's cart (docs/spec.md §4 Cart); the version suffix changes with the shape. */
export const CART_STORAGE_KEY = 'algarve-rewards-cart-v1';

type CartState = {
  lines: CartLine[];
  /**
   * Adds `quantity` (default 1) of a product, to its existing line if there is one (docs/spec.md §4 Cart), never beyond
   * the product's stock (docs/decisions/13-pickup-order-journey.md §1). @returns how many units were actually added (0 when the line is at stock).
   */
  add: (product: CartProduct, quantity?: number) => number;
  /** Sets a line's quantity, at most the line's known stock; below 1 removes the line. */
  setQuantity: (productId: number, quantity: number) => void;
  remove: (productId: number) => void;
  clear: () => void;
  /** Replaces the display copies with fresh server data; lines whose product is gone are dropped. */
  refresh: (products: ShopProduct[]) => void;
};

/** The most units one line may hold: the stock, and never more than MAX_LINE_QUANTITY. */
function lineLimit(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}

/** Whether a line holds more than its product's latest known stock (flagged before checkout, docs/decisions/13-pickup-order-journey.md §1). */
export function exceedsStock(line: CartLine): boolean {
  return line.quantity > line.stock;
}

function lineFrom(product: CartProduct, quantity: number): CartLine {
  return {
    productId: product.id,
    quantity,
    name: product.name,
    price: product.price,
    stock: product.quantity,
    image: product.images[0] ?? null,
  };
}

/** Whether the saved cart has been read (hydrateCart); until then nothing is written over it. */
let restored = false;

/**
 * localStorage that discards a saved value it cannot parse instead of failing (docs/spec.md §4 Cart), and writes
 * nothing before the saved cart has been read: a line added in that moment must not replace the saved cart.
 */
const safeLocalStorage: StateStorage = {
  getItem(name) {
    const value = localStorage.getItem(name);
    try {
      if (value !== null) JSON.parse(value);
      return value;
    } catch {
      localStorage.removeItem(name);
      return null;
    }
  },
  setItem: (name, value) => {
    if (restored) localStorage.setItem(name, value);
  },
  removeItem: (name) => localStorage.removeItem(name),
};

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      add: (product, quantity = 1) => {
        const { lines } = get();
        const existing = lines.find((line) => line.productId === product.id);
        const before = existing?.quantity ?? 0;
        const next = Math.max(before, Math.min(before + quantity, lineLimit(product.quantity)));
        if (next === before) return 0;
        set({
          lines: existing
            ? lines.map((line) => (line === existing ? lineFrom(product, next) : line))
            : [...lines, lineFrom(product, next)],
        });
        return next - before;
      },
      setQuantity: (productId, quantity) =>
        set(({ lines }) => ({
          lines: lines.flatMap((line) => {
            if (line.productId !== productId) return [line];
            const next = Math.min(Math.floor(quantity), lineLimit(line.stock));
            return next < 1 ? [] : [{ ...line, quantity: next }];
          }),
        })),
      remove: (productId) => set(({ lines }) => ({ lines: lines.filter((line) => line.productId !== productId) })),
      clear: () => set({ lines: [] }),
      refresh: (products) =>
        set(({ lines }) => {
          const byId = new Map(products.map((product) => [product.id, product]));
          return {
            lines: lines.flatMap((line) => {
              const product = byId.get(line.productId);
              return product ? [lineFrom(product, line.quantity)] : [];
            }),
          };
        }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: ({ lines }) => ({ lines }),
      // Read by hydrateCart(), once its validator has loaded.
      skipHydration: true,
      // A saved cart of the wrong shape is discarded, not half-used. The saved cart is the last change (this tab's or
      // another's): it replaces the one in memory, except lines added before the first read, which are newer.
      merge: (persisted, current) => {
        const saved = parseSaved?.(persisted) ?? [];
        return { ...current, lines: restored ? saved : withNewer(saved, current.lines) };
      },
    },
  ),
);

let parseSaved: ((saved: unknown) => CartLine[] | null) | undefined;
/** The reads of the saved cart, one after the other: each merges into what the one before left. */
let reading: Promise<void> = Promise.resolve();
let firstRead: Promise<void> | undefined;

/**
 * Restores the saved cart from localStorage, once per page: later calls (a remount after a language switch, React
 * Strict Mode's second effect) return the same read and change nothing. Lines added before it ran are kept and replace
 * the saved line of the same product (the newer line wins, quantities are never added up). Its validator is loaded on
 * demand, and only when a cart was saved: a guest without one (every first visit) downloads nothing for it
 * (docs/performance.md, "What loads at idle"). A read that failed (the validator's script lost on slow Wi-Fi) rejects
 * and is not kept: the next call (opening the cart, checkout) reads again, until one succeeds
 * (docs/decisions/13-pickup-order-journey.md §1).
 */
export function hydrateCart(): Promise<void> {
  firstRead ??= readSaved().catch((error: unknown) => {
    firstRead = undefined;
    throw error;
  });
  return firstRead;
}

/**
 * The shell's effect (docs/spec.md §4 Cart): reads the saved cart (hydrateCart) and follows it while mounted: another
 * tab's change (the `storage` event) and a page restored from the back/forward cache read it again, and the saved
 * cart, the last change, replaces this tab's. @returns the clean-up that stops following.
 */
export function followSavedCart(): () => void {
  // A read that fails (its validator's script lost) is tried again by the next event or hydrateCart call.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) readSaved().catch(() => {});
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) readSaved().catch(() => {});
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  hydrateCart().catch(() => {}); // tried again by the next call (opening the cart, checkout)
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}

/** Queues one more read of the saved cart (a failed read, such as the validator's chunk offline, ends the queue for none). */
function readSaved(): Promise<void> {
  reading = reading.then(read, read);
  return reading;
}

async function read(): Promise<void> {
  if (readSavedCart() !== null) parseSaved ??= (await import('./saved-cart')).parseSavedCart;
  const addedBefore = !restored && useCart.getState().lines.length > 0;
  await useCart.persist.rehydrate();
  restored = true;
  // Saves what lines added before the first read changed; otherwise the saved cart is already what is in memory.
  if (addedBefore) useCart.setState(({ lines }) => ({ lines }));
}

/** The saved lines, each replaced by the line of the same product added before they were read; new products follow. */
function withNewer(saved: CartLine[], added: CartLine[]): CartLine[] {
  const byProduct = new Map(added.map((line) => [line.productId, line]));
  const kept = saved.map((line) => byProduct.get(line.productId) ?? line);
  return [...kept, ...added.filter((line) => !saved.some((savedLine) => savedLine.productId === line.productId))];
}

function readSavedCart(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Total in cents (integer arithmetic), docs/spec.md §4: sum of price x quantity. */
export function cartTotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + Math.round(Number(line.price) * 100) * line.quantity, 0);
}

/** Number of units in the cart, for the header badge. */
export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Name of the window event that opens or closes the cart drawer (docs/spec.md §2 Shell behaviour). */
export const TOGGLE_CART_EVENT = 'toggleCart';
