import { expect, test } from '@playwright/test';
import { createTestProduct } from '../../fixtures/orders';
import { e2eStaffCookie } from '../../fixtures/staff-session';
import { e2eDatabase } from '../support/e2e-database';
import { newStaffAccount } from '../support/staff';

// Every staff form posts to its server action, so it works on a phone whose browser runs no JavaScript
// (docs/architecture.md "One action toolkit"): products (stock, shop visibility, edit, delete), pickup settings and
// reviews. A refused form comes back with every field as typed. Signed in by a prepared session (sign-in is not
// what this test checks).
test('staff forms work without JavaScript', async ({ browser, baseURL }) => {
  // Eleven full page loads (every post answers a whole page): on a loaded 2-core machine more than the default 30 s.
  test.setTimeout(90_000);
  const db = e2eDatabase();
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies([
    { ...(await e2eStaffCookie(baseURL!, await newStaffAccount('noscript'))), url: baseURL! },
  ]);
  try {
    const product = await createTestProduct(db, { quantity: 5 });
    const doomed = await createTestProduct(db, { quantity: 1 });
    const staff = await noScript.newPage();

    await staff.goto(`/backoffice/products?q=${encodeURIComponent(product.nameEn)}`);
    await staff.getByLabel(`Stock change for ${product.nameEn}`).fill('3');
    await staff.getByRole('button', { name: 'Adjust' }).click();
    await expect.poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).quantity).toBe(8);
    // Refused (the stock would fall below 0): the change comes back as typed, the stock is unchanged.
    await staff.goto(`/backoffice/products?q=${encodeURIComponent(product.nameEn)}`);
    await staff.getByLabel(`Stock change for ${product.nameEn}`).fill('-20');
    await staff.getByRole('button', { name: 'Adjust' }).click();
    await expect(staff.getByRole('alert').first()).toBeVisible();
    await expect(staff.getByLabel(`Stock change for ${product.nameEn}`)).toHaveValue('-20');
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).quantity).toBe(8);

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

    // A pickup place refused for one range keeps its address and other fields as typed; nothing is saved.
    const place = await db.pickupPlace.findFirstOrThrow({ orderBy: { position: 'asc' } });
    await staff.goto('/backoffice/pickup-settings');
    const placeForm = staff
      .locator('form')
      .filter({ has: staff.locator('[name="slotMinutes"]') })
      .first();
    const address = `Rua sem script ${Date.now()}`;
    await placeForm.locator('[name="address"]').fill(address);
    await placeForm.locator('[name="capacity"]').fill('7');
    await placeForm.locator('[name="opens-1-0"]').fill('12:00');
    await placeForm.locator('[name="closes-1-0"]').fill('09:00');
    await placeForm.locator('button[type="submit"]').click();
    await expect(placeForm.locator('[name="closes-1-0"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(placeForm.locator('[name="address"]')).toHaveValue(address);
    await expect(placeForm.locator('[name="capacity"]')).toHaveValue('7');
    await expect(placeForm.locator('[name="opens-1-0"]')).toHaveValue('12:00');
    await expect(placeForm.locator('[name="closes-1-0"]')).toHaveValue('09:00');
    expect((await db.pickupPlace.findUniqueOrThrow({ where: { id: place.id } })).address).toBe(place.address);

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
