import { expect, test } from '@playwright/test';
import { addToCart, cartDrawer, products, saveCart } from '../support/shop';

test.describe('cart (docs/spec.md §2 Cart drawer, §4 Cart)', () => {
  test('add, change and remove lines; the badge and total follow; the cart survives a reload', async ({ page }) => {
    await page.goto('/');
    const cartButton = page.getByRole('button', { name: /^Open cart/ });
    await expect(cartButton).toHaveAccessibleName('Open cart, Cart is empty');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    await addToCart(page, products.salt);
    await addToCart(page, products.liqueur);
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await page.getByRole('button', { name: /^Open cart/ }).click();
    const drawer = cartDrawer(page);
    await drawer.getByRole('button', { name: `Increase quantity of ${products.salt.en}` }).click();
    await drawer.getByRole('button', { name: `Increase quantity of ${products.salt.en}` }).click();
    await expect(drawer.getByLabel('Quantity: 3')).toBeVisible();
    await expect(drawer.getByTestId('cart-total')).toHaveText('€38.40'); // 3 × 6.50 + 18.90
    await drawer.getByRole('button', { name: `Decrease quantity of ${products.salt.en}` }).click();
    await expect(drawer.getByTestId('cart-total')).toHaveText('€31.90');
    await expect(drawer.getByText('€6.50')).toBeVisible(); // unit price, two decimals

    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await expect(drawer.getByTestId('cart-total')).toHaveText('€31.90');

    await drawer.getByRole('button', { name: `Remove ${products.liqueur.en}` }).click();
    await expect(drawer.getByRole('listitem', { name: products.liqueur.en })).toHaveCount(0);
    await drawer.getByRole('button', { name: `Decrease quantity of ${products.salt.en}` }).click();
    await drawer.getByRole('button', { name: `Decrease quantity of ${products.salt.en}` }).click();
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('Clear Cart asks first; the toggleCart event and the keyboard drive the drawer', async ({ page }) => {
    await addToCart(page, products.salt);
    const cartButton = page.getByRole('button', { name: /^Open cart/ });
    await cartButton.focus();
    await page.keyboard.press('Enter');
    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to clear your cart?');
      void dialog.dismiss();
    });
    await drawer.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(drawer.getByRole('listitem', { name: products.salt.en })).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await drawer.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton).toBeFocused();

    await page.evaluate(() => window.dispatchEvent(new Event('toggleCart')));
    await expect(drawer).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('toggleCart')));
    await expect(drawer).toBeHidden();
  });

  test('the side menu lists categories and pages, closes on navigation, and its cart button opens the drawer', async ({
    page,
  }) => {
    await page.goto('/pt');
    const hamburger = page.getByRole('button', { name: 'Abrir menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The menu's code loads on demand; once open, keyboard focus is inside it.
    await expect.poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect(menu.getByRole('link', { name: 'Passeios de barco' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Chef em casa' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await hamburger.click();
    await menu.getByRole('link', { name: 'Loja' }).click();
    await expect(page).toHaveURL(/\/pt\/shopping$/);
    await expect(menu).toBeHidden();

    await hamburger.click();
    await menu.getByRole('button', { name: /Carrinho/ }).click();
    await expect(menu).toBeHidden();
    await expect(cartDrawer(page)).toBeVisible();
  });

  test('out-of-stock products cannot be added; disabled and unknown products are not found', async ({ page }) => {
    await page.goto(`/shopping/item/${products.oliveOil.id}`);
    await expect(page.getByText('Out of Stock').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Out of Stock: ${products.oliveOil.en}` })).toBeDisabled();

    await page.goto('/shopping');
    await expect(page.getByRole('heading', { name: products.salt.en })).toBeVisible();
    await expect(page.getByRole('heading', { name: products.coffee.en })).toHaveCount(0);

    for (const path of [`/shopping/item/${products.coffee.id}`, '/shopping/item/999999', '/pt/shopping/item/abc']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    }
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });

  test('a stale saved cart is refreshed from the server: current price, gone products removed', async ({ page }) => {
    await saveCart(page, [
      { productId: products.salt.id, quantity: 2, name: 'Old name', price: '1.00', stock: 99 },
      { productId: products.coffee.id, quantity: 1, name: products.coffee.en, price: '7.40', stock: 22 },
    ]);
    await page.goto('/');
    await page.getByRole('button', { name: /^Open cart/ }).click();
    const drawer = cartDrawer(page);
    await expect(drawer.getByRole('listitem', { name: products.salt.en })).toBeVisible();
    await expect(drawer.getByTestId('cart-total')).toHaveText('€13.00');
    await expect(drawer.getByRole('listitem', { name: products.coffee.en })).toHaveCount(0);
  });
});
