import { expect, test } from '@playwright/test';
import { products } from '../support/shop';

test.describe('language detection and switching (docs/spec.md §1, §9)', () => {
  for (const [browserLocale, path, heading] of [
    ['fr-FR', '/fr', 'Algarve Member Rewards'],
    ['pt-PT', '/pt', 'Algarve Member Rewards'],
    ['de-DE', '/', 'Algarve Member Rewards'],
  ] as const) {
    test(`a ${browserLocale} browser lands on ${path}`, async ({ browser }) => {
      // The browser locale sets the Accept-Language header.
      const context = await browser.newContext({ locale: browserLocale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : `${path}$`}`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', path === '/' ? 'en' : path.slice(1));
      await context.close();
    });
  }

  test('the switcher keeps the page, saves preferred_language, and the cookie wins over the browser', async ({
    page,
    context,
  }) => {
    await page.goto('/shopping');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Português' }).click();
    await expect(page).toHaveURL(/\/pt\/shopping$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'preferred_language');
    expect(cookie?.value).toBe('pt');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    // The browser says English, the saved preference says Portuguese.
    await page.goto('/');
    await expect(page).toHaveURL(/\/pt$/);

    await page.getByRole('list', { name: 'Idioma' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('link', { name: /Boutique/ }).first()).toBeVisible();
  });

  test('unknown paths show a localized not-found page inside the shell', async ({ page }) => {
    const response = await page.goto('/fr/cette-page-nexiste-pas/vraiment');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  });

  test('prices read as each language writes them: 6,50 € in Portuguese (not € 6,50), €6.50 in English (docs/formats.md)', async ({
    page,
  }) => {
    await page.goto(`/pt/shopping/item/${products.salt.id}`);
    await expect(page.getByText(/^6,50\s€$/).first()).toBeVisible();
    await page.goto(`/fr/shopping/item/${products.salt.id}`);
    await expect(page.getByText(/^6,50\s€$/).first()).toBeVisible();
    await page.goto(`/shopping/item/${products.salt.id}`);
    await expect(page.getByText(/^€6\.50$/).first()).toBeVisible();
  });
});
