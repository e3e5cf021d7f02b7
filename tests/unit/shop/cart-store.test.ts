import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ShopProduct } from '@/lib/shop/products/products';

// Node has no localStorage: a minimal in-memory one stands in (the e2e tests use the browser's real one).
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const product = (id: number, price = '2.50', quantity = 10): ShopProduct => ({
  id,
  name: { en: `P${id}`, fr: `P${id} fr`, pt: `P${id} pt` },
  description: { en: '', fr: '', pt: '' },
  category: { en: 'Pantry', fr: 'Épicerie', pt: 'Mercearia' },
  price,
  quantity,
  images: [`p${id}.webp`],
});

async function freshStore(saved?: string) {
  vi.resetModules();
  const storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  const { CART_STORAGE_KEY } = await import('@/lib/shop/cart/cart-store');
  if (saved !== undefined) storage.setItem(CART_STORAGE_KEY, saved);
  const store = await import('@/lib/shop/cart/cart-store');
  await store.hydrateCart();
  return { ...store, storage };
}

describe('cart store (docs/spec.md §4 Cart)', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('adds to an existing line, sets quantities, removes below 1 and totals in cents', async () => {
    const { useCart, cartTotalCents, cartCount } = await freshStore();
    const cart = useCart.getState();
    cart.add(product(1));
    cart.add(product(1), 2);
    cart.add(product(2, '0.10'));
    expect(useCart.getState().lines.map((line) => [line.productId, line.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    useCart.getState().setQuantity(2, 3);
    expect(cartTotalCents(useCart.getState().lines)).toBe(3 * 250 + 3 * 10);
    expect(cartCount(useCart.getState().lines)).toBe(6);
    useCart.getState().setQuantity(1, 0);
    expect(useCart.getState().lines.map((line) => line.productId)).toEqual([2]);
    useCart.getState().remove(2);
    expect(useCart.getState().lines).toEqual([]);
  });

  it('persists under its own key and restores on load', async () => {
    const first = await freshStore();
    first.useCart.getState().add(product(7), 2);
    const saved = first.storage.getItem(first.CART_STORAGE_KEY);
    expect(saved).toContain('"productId":7');
    const second = await freshStore(saved!);
    expect(second.useCart.getState().lines).toMatchObject([{ productId: 7, quantity: 2 }]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ state: { lines: [{ productId: 'x', quantity: -3 }] }, version: 1 })],
  ])('discards a saved cart that is %s without an error', async (_why, saved) => {
    const { useCart } = await freshStore(saved);
    expect(useCart.getState().lines).toEqual([]);
  });

  it('refresh updates prices and drops products that are gone', async () => {
    const { useCart } = await freshStore();
    useCart.getState().add(product(1, '2.50'));
    useCart.getState().add(product(2));
    useCart.getState().refresh([product(1, '3.00', 4)]);
    expect(useCart.getState().lines).toMatchObject([{ productId: 1, price: '3.00', stock: 4, quantity: 1 }]);
  });

  it('clear empties the cart', async () => {
    const { useCart } = await freshStore();
    useCart.getState().add(product(1));
    useCart.getState().clear();
    expect(useCart.getState().lines).toEqual([]);
  });

  it("a line added before the saved cart was read replaces that product's saved line, the rest is kept", async () => {
    vi.resetModules();
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    const store = await import('@/lib/shop/cart/cart-store');
    const first = await freshStore(); // a cart saved on an earlier page: 2 of product 1, 1 of product 3
    first.useCart.getState().add(product(1), 2);
    first.useCart.getState().add(product(3));
    const saved = first.storage.getItem(store.CART_STORAGE_KEY)!;
    vi.resetModules();
    vi.stubGlobal('localStorage', storage);
    storage.setItem(store.CART_STORAGE_KEY, saved);
    const page = await import('@/lib/shop/cart/cart-store');
    page.useCart.getState().add(product(2)); // before hydrateCart has read the saved cart
    page.useCart.getState().add(product(1));
    expect(storage.getItem(store.CART_STORAGE_KEY)).toBe(saved); // nothing written over it yet
    await page.hydrateCart();
    const expected = [
      [1, 1],
      [3, 1],
      [2, 1],
    ];
    expect(quantities(page.useCart.getState().lines)).toEqual(expected);
    expect(quantities(JSON.parse(storage.getItem(store.CART_STORAGE_KEY)!).state.lines)).toEqual(expected);
    await page.hydrateCart(); // a remount reads again: nothing is added up
    expect(quantities(page.useCart.getState().lines)).toEqual(expected);
  });

  it('reading the saved cart again, at once or later, leaves the cart as it is (remounts, language switches)', async () => {
    const first = await freshStore();
    first.useCart.getState().add(product(1));
    const page = await freshStore(first.storage.getItem(first.CART_STORAGE_KEY)!);
    expect(quantities(page.useCart.getState().lines)).toEqual([[1, 1]]);
    await Promise.all([page.hydrateCart(), page.hydrateCart()]);
    for (let remount = 0; remount < 3; remount++) await page.hydrateCart();
    expect(quantities(page.useCart.getState().lines)).toEqual([[1, 1]]);
    expect(JSON.parse(page.storage.getItem(page.CART_STORAGE_KEY)!).state.lines).toMatchObject([{ quantity: 1 }]);
  });

  it("runs the drawer's effect as React Strict Mode does (mount, clean up, mount) without changing the cart", async () => {
    const first = await freshStore();
    const browser = stubWindow();
    first.useCart.getState().add(product(1), 2);
    vi.resetModules();
    const page = await import('@/lib/shop/cart/cart-store');
    page.useCart.getState().add(product(4)); // a tap while the page loads
    const stop = page.followSavedCart();
    stop();
    page.followSavedCart();
    await page.hydrateCart();
    expect(quantities(page.useCart.getState().lines)).toEqual([
      [1, 2],
      [4, 1],
    ]);
    expect(browser.listeners('storage')).toBe(1);
  });

  it("another tab's change replaces this tab's cart, and a page back from the history reads it again", async () => {
    const other = await freshStore();
    const browser = stubWindow();
    other.useCart.getState().add(product(1));
    vi.resetModules();
    const page = await import('@/lib/shop/cart/cart-store');
    const stop = page.followSavedCart();
    await page.hydrateCart();
    expect(quantities(page.useCart.getState().lines)).toEqual([[1, 1]]);

    other.useCart.getState().setQuantity(1, 3); // the other tab's store writes the shared localStorage
    other.useCart.getState().add(product(2));
    await browser.storageEvent(page.CART_STORAGE_KEY);
    await browser.storageEvent(page.CART_STORAGE_KEY);
    expect(quantities(page.useCart.getState().lines)).toEqual([
      [1, 3],
      [2, 1],
    ]);
    await browser.storageEvent('another-key');
    expect(quantities(page.useCart.getState().lines)).toEqual([
      [1, 3],
      [2, 1],
    ]);

    other.useCart.getState().remove(2);
    await browser.dispatch(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(quantities(page.useCart.getState().lines)).toEqual([[1, 3]]);

    stop();
    other.useCart.getState().clear();
    await browser.storageEvent(page.CART_STORAGE_KEY);
    expect(quantities(page.useCart.getState().lines)).toEqual([[1, 3]]); // no longer followed once unmounted
  });

  it('a first read whose validator did not arrive is tried again by the next calls, until one succeeds', async () => {
    const saved = await freshStore();
    saved.useCart.getState().add(product(3), 2);
    stubWindow();
    vi.resetModules();
    // The validator's script lost on slow Wi-Fi: its import fails, twice.
    let failures = 2;
    vi.doMock('@/lib/shop/cart/saved-cart', async (importOriginal) => {
      if (failures-- > 0) throw new Error('Failed to load chunk');
      return importOriginal();
    });
    onTestFinished(() => void vi.doUnmock('@/lib/shop/cart/saved-cart'));
    const page = await import('@/lib/shop/cart/cart-store');
    page.followSavedCart();
    await expect(page.hydrateCart()).rejects.toThrow();
    expect(page.useCart.persist.hasHydrated()).toBe(false);
    await expect(page.hydrateCart()).rejects.toThrow(); // opening the cart, still offline: the second failure
    expect(page.useCart.persist.hasHydrated()).toBe(false);
    await page.hydrateCart(); // opening it again: read at last
    expect(page.useCart.persist.hasHydrated()).toBe(true);
    expect(quantities(page.useCart.getState().lines)).toEqual([[3, 2]]);
  });
});

const quantities = (lines: { productId: number; quantity: number }[]) =>
  lines.map((line) => [line.productId, line.quantity]);

/**
 * A window with event listeners, beside the stubbed localStorage that two tabs of one site share. `storageEvent`
 * dispatches what the browser sends to the other tabs when one writes; each dispatch then waits for the reads it started.
 */
function stubWindow() {
  const target = new EventTarget();
  const counts = new Map<string, number>();
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  const window = Object.assign(target, {
    addEventListener: (type: string, listener: EventListener) => {
      counts.set(type, (counts.get(type) ?? 0) + 1);
      add(type, listener);
    },
    removeEventListener: (type: string, listener: EventListener) => {
      counts.set(type, (counts.get(type) ?? 0) - 1);
      remove(type, listener);
    },
  });
  vi.stubGlobal('window', window);
  const dispatch = async (event: Event) => {
    target.dispatchEvent(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    dispatch,
    storageEvent: (key: string) => dispatch(Object.assign(new Event('storage'), { key, storageArea: localStorage })),
    listeners: (type: string) => counts.get(type) ?? 0,
  };
}
