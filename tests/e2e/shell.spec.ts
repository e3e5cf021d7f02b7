import { expect, test } from '@playwright/test';

test.describe('shell (SPEC §2 Shell behaviour)', () => {
  test('logo and flag images fall back to the local copies when they fail to load', async ({ page }) => {
    await page.route('**/brand/logo.svg', (route) => route.abort());
    await page.route('**/flags/*.svg', (route) => route.abort());
    await page.goto('/');
    const logo = page.getByRole('link', { name: 'Algarve Member Rewards, home' }).locator('img');
    await expect(logo).toHaveAttribute('src', '/brand/logo.png');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const flag = page.getByRole('button', { name: 'Português' }).locator('img');
    await expect(flag).toHaveAttribute('src', '/flags/pt.png');
  });

  test('the header shows the phone with its national-rate label and the tagline; the footer its links', async ({ page }) => {
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

  test('a navigation that takes a moment shows a loading mark in the link, then the page, with no skeleton in it', async ({ page }) => {
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
