import { expect, test } from '@playwright/test';
import { createProductViaForm, signIn } from '../support/staff';

// Staff events are listed on the Activity page as sentences and can be filtered by readable action names
// (docs/activity.md).
test('the Activity page tells a stock change and a sign-in as sentences, filtered by action name', async ({ page }) => {
  test.setTimeout(90_000);
  const staff = await signIn(page);
  const product = await createProductViaForm(page, { stock: 1 });
  await page.goto(`/backoffice/products?q=${encodeURIComponent(product.name)}`);
  await page.getByLabel(`Stock change for ${product.name}`).fill('2');
  await page.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByTestId(`stock-${product.id}`)).toHaveText('3');

  await page.goto('/backoffice/activity');
  await page.getByLabel('Action').selectOption({ label: 'Stock adjusted' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=stock\.adjust/);
  await expect(
    page.getByRole('row').filter({ hasText: `${staff.email} adjusted stock of ${product.name}: +2` }),
  ).toHaveCount(1);
  await expect(page.getByRole('table')).not.toContainText('stock.adjust');
  await expect(page.getByRole('table')).not.toContainText('{"delta"');
  await expect(page.getByRole('row').filter({ hasText: 'signed in' })).toHaveCount(0);

  await page.getByLabel('Action').selectOption({ label: 'Signed in' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=auth\.login\.success/);
  await expect(page.getByLabel('Action')).toHaveValue('auth.login.success');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `${staff.email} signed in` })
      .first(),
  ).toBeVisible({ timeout: 20_000 });
});
