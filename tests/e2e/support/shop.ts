import { randomUUID } from 'node:crypto';
import { expect, type Page, type Route } from '@playwright/test';
import { addDays } from 'date-fns';
import { lisbonToday } from '@/lib/time';

/** The calendar day `days` after today in Lisbon (the shop's day, whatever the machine's zone), "YYYY-MM-DD". */
export function lisbonDay(days = 0): string {
  // Calendar arithmetic on the date alone: adding 24-hour days to the instant would skip a day across a DST change.
  return addDays(new Date(`${lisbonToday()}T00:00:00Z`), days)
    .toISOString()
    .slice(0, 10);
}

/**
 * A guest e-mail address of this test's own (`name-<random>@example.com`): each test places orders under its own
 * address, so the pending-orders limit per address (lib/shop/orders/order-limits.ts) never depends on which tests ran first.
 */
export function guestEmail(name: string): string {
  return `${name}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Seed products used by the e2e tests (prisma/seed/products.ts). */
export const products = {
  salt: {
    id: 1,
    en: 'Flor de Sal from Castro Marim, 150 g',
    pt: 'Flor de Sal de Castro Marim, 150 g',
    price: 6.5,
    stock: 25,
  },
  liqueur: { id: 2, en: 'Medronho liqueur, 50 cl', price: 18.9, stock: 10 },
  cataplana: { id: 5, en: 'Mini copper cataplana', price: 34, stock: 5 },
  oliveOil: { id: 4, en: 'Extra virgin olive oil, 500 ml', stock: 0 },
  coffee: { id: 14, en: 'Espresso coffee beans, 250 g' },
};

/** The cart drawer dialog. */
export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: /cart|panier|carrinho/i });

/** Opens a product page and adds one unit; the drawer opens and is then closed with Escape. */
export async function addToCart(page: Page, product: { id: number; en: string }) {
  await page.goto(`/shopping/item/${product.id}`);
  const add = page.getByRole('button', { name: `Add to cart: ${product.en}` });
  await add.click();
  await expect(cartDrawer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartDrawer(page)).toBeHidden();
  // The drawer gives focus back to the button that opened it once it has unmounted, a moment after it is hidden: wait
  // for that, or a caller's next focus (the header's cart button) can be taken back by it on a busy machine.
  await expect(add).toBeFocused();
}

/**
 * Puts lines straight into the saved cart, as a cart saved earlier would be (e.g. before stock ran out). Written from
 * an answer of the site's origin that runs none of its scripts (the health check), so no cart store of a page is
 * there to write its own state over it.
 */
export async function saveCart(
  page: Page,
  lines: { productId: number; quantity: number; name: string; price: string; stock: number }[],
) {
  await page.goto('/api/health');
  await page.evaluate((saved) => {
    const state = {
      lines: saved.map((line) => ({ ...line, name: { en: line.name, fr: line.name, pt: line.name }, image: null })),
    };
    localStorage.setItem('algarve-rewards-cart-v1', JSON.stringify({ state, version: 1 }));
  }, lines);
}

/** The script that reads the saved cart (its validator, loaded on demand): the chunk exporting parseSavedCart. */
const SAVED_CART_SCRIPT = '"parseSavedCart"';
/** The form library's script (react-hook-form), found by one of its option names. */
const FORM_LIBRARY_SCRIPT = 'shouldUnregister';

/**
 * Routes the requests for the scripts whose text holds `marker` to `handle`; every other script passes. Call before
 * opening the page.
 */
async function routeScript(page: Page, marker: string, handle: (route: Route) => Promise<'abort' | 'pass'>) {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker) && (await handle(route)) === 'abort') return route.abort('internetdisconnected');
    await route.fulfill({ response, body });
  });
}

/**
 * Holds the scripts whose text holds `marker` until `release` is called, as holiday Wi-Fi can: the page runs without
 * them meanwhile. `held()` tells whether the page asked for one.
 */
async function holdScript(page: Page, marker: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await routeScript(page, marker, async () => {
    held = true;
    await released;
    return 'pass';
  });
  return { held: () => held, release };
}

/**
 * Opens `path` with a saved cart of two bags of salt while the form library's script is held (holdScript), and uses
 * the header's cart meanwhile: its count, then the drawer's total, closed again. @returns the hold, to release.
 */
export async function useCartWhileFormScriptHeld(page: Page, path: string) {
  await saveCart(page, [
    { productId: products.salt.id, quantity: 2, name: products.salt.en, price: '6.50', stock: 25 },
  ]);
  const formScript = await holdScript(page, FORM_LIBRARY_SCRIPT);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await expect(cartDrawer(page).getByTestId('cart-total')).toHaveText('€13.00');
  return formScript;
}

/** Holds the script that reads the saved cart (holdScript): the page then runs before its saved cart is read. */
export const holdSavedCartRead = (page: Page) => holdScript(page, SAVED_CART_SCRIPT);

/**
 * Loses the script that reads the saved cart, as slow Wi-Fi can (every request for it fails), until `restore()`.
 * @returns how many requests for it failed, and `restore`.
 */
export async function loseSavedCartRead(page: Page) {
  const lost = new Set<string>();
  let failures = 0;
  let losing = true;
  await routeScript(page, SAVED_CART_SCRIPT, async (route) => {
    if (!losing) return 'pass';
    lost.add(route.request().url());
    return 'abort';
  });
  // Counted as the page sees them fail, not as they are aborted here.
  page.on('requestfailed', (request) => void (lost.has(request.url()) && failures++));
  return { failures: () => failures, restore: () => void (losing = false) };
}

/**
 * Chooses a free pickup slot the checkout offers (docs/decisions/13-pickup-order-journey.md §3): the first date, then its last time.
 * `labels` are the date and time fields' labels in the page's language. @returns the chosen date and time.
 */
export async function choosePickupSlot(
  page: Page,
  labels: { date: string; time: string } = { date: 'Pickup date', time: 'Pickup time' },
  pick: 'any' | 'soonest' = 'any',
) {
  const date = page.getByLabel(labels.date, { exact: true });
  await expect(date.locator('option').nth(1)).toBeAttached();
  const day = (await date.locator('option').nth(1).getAttribute('value'))!;
  await date.selectOption(day);
  const time = page.getByLabel(labels.time, { exact: true });
  await expect(time.locator('option').nth(1)).toBeAttached();
  // Any of the day's free slots but the first, at random: the first may pass its minimum notice between listing and
  // ordering (a slot offered at 09:59:50 with two hours' notice for 12:00 is refused at 10:00:05), and every order of
  // the suite in one slot fills it (seen late in the day, when the first day has few slots left). 'soonest' takes the
  // second one, for a test that needs the pickup within a day (a random slot of tomorrow can be more than 24 h away).
  const options = time.locator('option');
  const count = await options.count();
  const index = count <= 2 ? 1 : pick === 'soonest' ? 2 : 2 + Math.floor(Math.random() * (count - 2));
  const start = (await options.nth(index).getAttribute('value'))!;
  await time.selectOption(start);
  return { date: day, time: start };
}
