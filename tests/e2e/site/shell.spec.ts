import { expect, test } from '@playwright/test';

test.describe('shell (docs/spec.md §2 Shell behaviour)', () => {
  test('logo and flag images fall back to the local copies when they fail to load', async ({ page }) => {
    await page.route('**/brand/logo.svg', (route) => route.abort());
    await page.route('**/flags/*.svg', (route) => route.abort());
    await page.goto('/');
    const logo = page.getByRole('link', { name: 'Algarve Member Rewards, home' }).locator('img');
    await expect(logo).toHaveAttribute('src', '/brand/logo.png');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const flag = page.getByRole('link', { name: 'Português' }).locator('img');
    await expect(flag).toHaveAttribute('src', '/flags/pt.png');
  });

  test('the header shows the phone with its national-rate label and the tagline; the footer its links', async ({
    page,
  }) => {
    await page.goto('/fr');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '+351 289 000 000' })).toBeVisible();
    await expect(header.getByText("Coût d'un appel vers un fixe national")).toBeVisible();
    await expect(header.getByText('Vos vacances, avec des avantages membres')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Réserver des vacances' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
  });

  test('the page scrolls to the top on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto('/shopping');
    const lastProduct = page.getByRole('main').getByRole('link').last();
    await lastProduct.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await lastProduct.click();
    await expect(page).toHaveURL(/\/shopping\/item\/\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a navigation that takes a moment shows a loading mark in the link, then the page, with no skeleton in it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/pt/about');
    // Slow holiday Wi-Fi: the shop's page data takes two seconds (also its prefetch).
    await page.route('**/pt/shopping?_rsc=*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Loja' }).click();
    await expect(nav.getByRole('status')).toHaveText('A carregar…');
    await expect(page.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();
    await expect(nav.getByRole('status')).toHaveCount(0);
    // The shop's own HTML carries its products at once, no loading placeholder to swap out.
    const html = await (await page.request.get('/pt/shopping')).text();
    expect(html).not.toContain('hidden id="S:');
  });
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the menu and the language switcher are links; the cart and Add to cart say they need JavaScript', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    // The scripted hamburger would do nothing: a <details> menu of links takes its place.
    await expect(banner.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await banner.locator('summary').click();
    await banner.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shopping$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();

    // Add to cart cannot work (the cart is kept by the browser's script): the page says so, no dead button.
    // (Inside <noscript>: Playwright's text engine skips it, roles do not.)
    await expect(page.getByRole('main').getByRole('note').first()).toHaveText(
      'Adding to the cart needs JavaScript: please turn it on to order.',
    );
    await expect(page.getByRole('main').getByRole('note').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);

    await banner.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/shopping$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();

    // The cart is a link to the checkout, which explains why it needs JavaScript.
    await expect(banner.getByRole('button', { name: /^Ouvrir le panier/ })).toHaveCount(0);
    await banner.getByRole('link', { name: 'Panier (nécessite JavaScript)' }).click();
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    await expect(page.getByText(/La commande nécessite JavaScript/)).toBeVisible();
  });
});
