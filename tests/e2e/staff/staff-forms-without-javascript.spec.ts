import { expect, test } from '@playwright/test';
import { createTestProduct } from '../../fixtures/orders';
import { e2eDatabase } from '../support/e2e-database';
import { signIn } from '../support/staff';

// Every staff form posts to its server action, so it works on a phone whose browser runs no JavaScript
// (docs/architecture.md "One action toolkit"): products (stock, shop visibility, edit, delete) and reviews.
test('staff forms work without JavaScript', async ({ browser, page }) => {
  await signIn(page);
  const db = e2eDatabase();
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const product = await createTestProduct(db, { quantity: 5 });
    const doomed = await createTestProduct(db, { quantity: 1 });
    const staff = await noScript.newPage();

    await staff.goto(`/backoffice/products?q=${encodeURIComponent(product.nameEn)}`);
    await staff.getByLabel(`Stock change for ${product.nameEn}`).fill('3');
    await staff.getByRole('button', { name: 'Adjust' }).click();
    await expect.poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).quantity).toBe(8);

    await staff.goto(`/backoffice/products?q=${encodeURIComponent(product.nameEn)}`);
    await expect(staff.getByRole('checkbox', { name: `Enabled: ${product.nameEn}` })).toBeChecked();
    await staff.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).enabled)
      .toBe(false);
    await expect(staff.getByRole('checkbox', { name: `Enabled: ${product.nameEn}` })).not.toBeChecked();

    await staff.goto(`/backoffice/products/edit/${product.id}`);
    await staff.getByLabel('Price (EUR)').fill('12.50');
    await staff.getByRole('button', { name: 'Save product' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Product saved.' })).toBeVisible();
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).price.toFixed(2)).toBe('12.50');
    // A refused save comes back with what was typed and the field's message.
    await staff.getByLabel('Price (EUR)').fill('12,505');
    await staff.getByRole('button', { name: 'Save product' }).click();
    await expect(staff.getByRole('alert').first()).toBeVisible();
    await expect(staff.getByLabel('Price (EUR)')).toHaveValue('12,505');

    await staff.goto(`/backoffice/products?q=${encodeURIComponent(doomed.nameEn)}`);
    await staff.getByRole('button', { name: 'Delete' }).click();
    await expect(staff).toHaveURL(/\/backoffice\/products$/);
    expect(await db.product.findUnique({ where: { id: doomed.id } })).toBeNull();

    const partner = await db.partner.findFirstOrThrow({ where: { isVisible: true, isDraft: false } });
    const review = await db.review.create({
      data: {
        partnerId: partner.id,
        rating: 5,
        authorName: `No script ${Date.now()}`,
        comment: 'Lovely',
        locale: 'en',
      },
    });
    await staff.goto('/backoffice/reviews');
    await staff.getByRole('button', { name: `Hide review by ${review.authorName}` }).click();
    await expect.poll(async () => (await db.review.findUniqueOrThrow({ where: { id: review.id } })).hidden).toBe(true);
    await expect(staff.getByRole('button', { name: `Show review by ${review.authorName}` })).toBeVisible();
  } finally {
    await noScript.close();
    await db.$disconnect();
  }
});
