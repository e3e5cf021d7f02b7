import { expect, test, type Page } from '@playwright/test';
import { createProductViaForm, newStaffAccount, placeOrderFor, startStaffSession } from '../support/staff';
import { guestEmail } from '../support/shop';

const forged = { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' };

test.describe('backoffice protection (docs/decisions/04-backoffice.md §2)', () => {
  test('anonymous staff pages redirect to the login page, forged subrequest header or not', async ({
    page,
    request,
  }) => {
    await page.goto('/backoffice/orders?status=pending');
    await expect(page).toHaveURL(/\/backoffice\/login\?callbackUrl=%2Fbackoffice%2Forders%3Fstatus%3Dpending$/);
    await expect(page.getByRole('heading', { name: 'Backoffice sign in' })).toBeVisible();
    for (const path of [
      '/backoffice',
      '/backoffice/products',
      '/backoffice/products/edit/1',
      '/backoffice/orders/edit/1',
      '/backoffice/analytics',
      '/backoffice/reviews',
    ]) {
      const response = await request.get(path, { headers: forged, maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toContain('/backoffice/login');
    }
    const csv = await request.get('/api/backoffice/orders-csv?from=2026-01-01&to=2026-12-31', { headers: forged });
    expect(csv.status()).toBe(401);
  });

  test('wrong then right sign-in returns to where the staff member was going', async ({ page }) => {
    const account = await newStaffAccount();
    await page.goto('/backoffice/products');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/products$/);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Backoffice sign in' })).toBeVisible();
    await page.goto('/backoffice');
    await expect(page).toHaveURL(/\/backoffice\/login/);
  });

  test('5 failed attempts lock that address out of that account only: the staff member signs in elsewhere at once', async ({
    browser,
  }) => {
    // Their own account and client addresses, so the lockout does not reach the other tests' sign-ins.
    const account = await newStaffAccount();
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const from = async (address: string) =>
      (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } })).newPage();
    const attacker = await from(`198.51.${octet()}.${octet()}`);
    const attempt = async (page: Page, password: string) => {
      await page.goto('/backoffice/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };
    for (let i = 1; i <= 5; i += 1) {
      await attempt(attacker, `wrong password ${i}`);
      await expect(attacker.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    }
    // This address is now locked out of the account, even with the right password...
    await attempt(attacker, account.password);
    await expect(
      attacker.getByRole('alert').filter({ hasText: 'Too many failed sign-in attempts. Please try again later.' }),
    ).toBeVisible();
    await expect(attacker).toHaveURL(/\/backoffice\/login/);
    // ...while the real staff member, from another address, signs in at once.
    const staff = await from(`203.0.${octet()}.${octet()}`);
    await attempt(staff, account.password);
    await expect(staff.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await attacker.context().close();
    await staff.context().close();
  });
});

/** Picks a status on the order page once it is interactive (the button is enabled after hydration) and saves. */
async function changeStatus(page: Page, status: string) {
  const update = page.getByRole('button', { name: 'Update status' });
  await expect(update).toBeEnabled();
  await page.getByLabel('Status', { exact: true }).selectOption(status);
  await update.click();
  await expect(page.getByRole('status').filter({ hasText: 'Status updated.' })).toBeVisible();
}

test.describe('products and orders (docs/decisions/04-backoffice.md §6, §7)', () => {
  // Several pages and a checkout per test, on a machine shared with other builds.
  test.describe.configure({ timeout: 90_000 });

  test('create, edit and toggle a product: the public shop follows at once', async ({ page }) => {
    await startStaffSession(page);
    const product = await createProductViaForm(page);
    await page.goto('/shopping');
    await expect(page.getByText(product.name, { exact: true })).toBeVisible();

    await page.goto(`/backoffice/products/edit/${product.id}`);
    const renamed = `${product.name} renamed`;
    await page.getByLabel('Name (English)').fill(renamed);
    await page.getByLabel('Price (EUR)').fill('12,505');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('A price in euros, e.g. 12.50')).toBeVisible();
    await page.getByLabel('Price (EUR)').fill('12.50');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Product saved.' })).toBeVisible();
    await page.goto(`/shopping/item/${product.id}`);
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByText('€12.50').first()).toBeVisible();

    await page.goto(`/backoffice/products?q=${encodeURIComponent(renamed)}`);
    const toggle = page.getByRole('checkbox', { name: `Enabled: ${renamed}` });
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await expect(toggle).not.toBeChecked();
    // Disabled while saving: enabled again once the server has answered and the list is refreshed.
    await expect(toggle).toBeEnabled();
    await expect(page.getByText('Disabled')).toBeVisible();
    const publicPage = await page.goto(`/shopping/item/${product.id}`);
    expect(publicPage?.status()).toBe(404);
    await page.goto('/shopping');
    await expect(page.getByText(renamed)).toHaveCount(0);

    await page.goto('/backoffice/products/edit/99999999');
    await expect(page.getByText('Product not found')).toBeVisible();
  });

  test('stock adjustment refuses going below zero', async ({ page }) => {
    await startStaffSession(page);
    const product = await createProductViaForm(page, { stock: 2 });
    await page.goto(`/backoffice/products?q=${encodeURIComponent(product.name)}`);
    await page.getByLabel(`Stock change for ${product.name}`).fill('-3');
    await page.getByRole('button', { name: 'Adjust' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Insufficient stock. Available: 2, Required: 3' }),
    ).toBeVisible();
    await page.getByLabel(`Stock change for ${product.name}`).fill('4');
    await page.getByRole('button', { name: 'Adjust' }).click();
    await expect(page.getByTestId(`stock-${product.id}`)).toHaveText('6');
  });

  test('confirming an order lowers stock, cancelling restores it', async ({ page }) => {
    await startStaffSession(page);
    const product = await createProductViaForm(page, { stock: 5 });
    const email = guestEmail('rui.costa');
    const { orderNumber } = await placeOrderFor(page, product, email);

    await page.goto(`/backoffice/products?q=${encodeURIComponent(product.name)}`);
    await expect(page.getByTestId(`stock-${product.id}`)).toHaveText('5');
    await expect(page.getByText('1 in pending orders')).toBeVisible();

    await page.goto(`/backoffice/orders?q=${orderNumber}`);
    await page.getByRole('link', { name: orderNumber }).click();
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
    await changeStatus(page, 'confirmed');
    await page.goto(`/backoffice/products?q=${encodeURIComponent(product.name)}`);
    await expect(page.getByTestId(`stock-${product.id}`)).toHaveText('4');

    // The revenue chart (recharts, loaded after the page) draws today's confirmed revenue as a bar.
    await page.goto('/backoffice/analytics');
    const chart = page.locator('section', {
      has: page.getByRole('heading', { name: 'Revenue per day (confirmed, ready and collected)' }),
    });
    await expect.poll(() => chart.locator('.recharts-bar-rectangle path').count()).toBeGreaterThan(0);

    await page.goto(`/backoffice/orders?q=${orderNumber}`);
    await page.getByRole('link', { name: orderNumber }).click();
    await changeStatus(page, 'cancelled');
    await page.goto(`/backoffice/products?q=${encodeURIComponent(product.name)}`);
    await expect(page.getByTestId(`stock-${product.id}`)).toHaveText('5');
  });
});
