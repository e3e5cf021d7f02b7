import { expect, test } from '@playwright/test';
import { createProductViaForm, signIn } from './backoffice-helpers';

// Issue 11 §5: staff events are listed on the Activity page and can be filtered by action.
test('the Activity page lists a stock change and a sign-in, filtered by action', async ({ page }) => {
  test.setTimeout(90_000);
  const staff = await signIn(page);
  const product = await createProductViaForm(page, { stock: 1 });
  await page.goto(`/backoffice/products?q=${encodeURIComponent(product.name)}`);
  await page.getByLabel(`Stock change for ${product.name}`).fill('2');
  await page.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByTestId(`stock-${product.id}`)).toHaveText('3');

  await page.goto('/backoffice/activity');
  await page.getByLabel('Action').selectOption('stock.adjust');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=stock\.adjust/);
  const entry = page.getByRole('row').filter({ hasText: `product:${product.id}` });
  await expect(entry).toContainText(staff.email);
  await expect(entry).toContainText('stock.adjust');
  await expect(entry).toContainText('{"delta":2}');
  await expect(page.getByRole('row').filter({ hasText: 'auth.login.success' })).toHaveCount(0);

  await page.getByLabel('Action').selectOption('auth.login.success');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=auth\.login\.success/);
  await expect(page.getByLabel('Action')).toHaveValue('auth.login.success');
  await expect(page.getByRole('row').filter({ hasText: 'auth.login.success' }).filter({ hasText: staff.email }).first()).toBeVisible({ timeout: 20_000 });
});
