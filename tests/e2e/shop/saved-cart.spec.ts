import { expect, test, type Page } from '@playwright/test';
import { addToCart, cartDrawer, products } from '../support/shop';

const switcherLabel = { en: 'Language', fr: 'Langue', pt: 'Idioma' } as const;
const languageName = { en: 'English', fr: 'Français', pt: 'Português' } as const;
type Language = keyof typeof switcherLabel;

/** Units in the header badge and in the saved cart: both must read `count` (the badge is absent for an empty cart). */
async function expectCart(page: Page, count: number) {
  await expect(page.getByTestId('cart-count')).toHaveText(String(count));
  const saved = () =>
    page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('algarve-rewards-cart-v1') ?? '{"state":{"lines":[]}}');
      return (saved.state.lines as { quantity: number }[]).reduce((sum, line) => sum + line.quantity, 0);
    });
  await expect.poll(saved).toBe(count);
  // Still the same once the page has settled: a second read of the saved cart must not add it up again.
  await expect(page.getByTestId('cart-count')).toHaveText(String(count));
}

/** Clicks the header's link to `to` (the page shows `from`) and waits for the same page, `path`, in that language. */
async function switchLanguage(page: Page, from: Language, to: Language, path: string) {
  await page.getByRole('list', { name: switcherLabel[from] }).getByRole('link', { name: languageName[to] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(page).toHaveURL(new RegExp(`:\\d+${to === 'en' ? '' : `/${to}`}${path}$`));
}

test.describe('the saved cart (docs/spec.md §4 Cart)', () => {
  test('stays what the guest chose across language switches, reloads, back/forward and a second tab', async ({
    page,
  }) => {
    test.setTimeout(180_000); // about twenty page loads in two tabs
    const itemPath = `/shopping/item/${products.salt.id}`;
    await addToCart(page, products.salt);
    await expectCart(page, 1);

    // The header's language links: the page is rendered again in the new language, and the cart read again.
    for (const [from, to] of [
      ['en', 'pt'],
      ['pt', 'fr'],
      ['fr', 'en'],
    ] as const) {
      await switchLanguage(page, from, to, itemPath);
      await expectCart(page, 1);
    }

    await page.reload();
    await expectCart(page, 1);

    // Back and forward, within the app (client navigation) and across a full page load.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shopping$/);
    await expectCart(page, 1);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
    await expectCart(page, 1);
    await page.goForward();
    await expect(page).toHaveURL(/\/shopping$/);
    await expectCart(page, 1);
    await page.goto('/pt');
    await expectCart(page, 1);
    await page.goBack();
    await expectCart(page, 1);
    await page.goForward();
    await expectCart(page, 1);

    // A second tab changes the quantity: the last change wins in both tabs, nothing is added up.
    const second = await page.context().newPage();
    await second.goto(itemPath);
    await expectCart(second, 1);
    await second.getByRole('button', { name: /^Open cart/ }).click();
    const drawer = cartDrawer(second);
    await drawer.getByRole('button', { name: `Increase quantity of ${products.salt.en}` }).click();
    await drawer.getByRole('button', { name: `Increase quantity of ${products.salt.en}` }).click();
    await expect(drawer.getByLabel('Quantity: 3')).toBeVisible();
    await expectCart(second, 3);
    await expectCart(page, 3);
    await drawer.getByRole('button', { name: `Decrease quantity of ${products.salt.en}` }).click();
    await expectCart(second, 2);
    await expectCart(page, 2);

    await switchLanguage(page, 'pt', 'fr', '');
    await expectCart(page, 2);
    await page.reload();
    await expectCart(page, 2);
    await second.reload();
    await expectCart(second, 2);
  });
});
