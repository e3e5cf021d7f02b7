import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { signIn } from '../support/staff';
import { saveCart } from '../support/shop';

// axe-core (WCAG 2.1 A and AA rules) on every public page type, in the languages guests use; the member card and
// the partner counter are checked in tests/e2e/membership/member-card.spec.ts, where they have their data.

const publicPages = [
  '/',
  '/pt',
  '/shopping',
  '/fr/shopping',
  '/shopping/item/1',
  '/pt/shopping/item/4',
  '/fr/nope',
  '/all',
  '/pt/all?location=2',
  '/fr/wellness',
  '/all?q=zzzz',
  '/gastronomy/1',
  '/pt/activities/1',
  '/access',
  '/fr/partnership',
  '/pt/about',
  '/contact',
  '/pt/partner/login',
];

test.describe('accessibility (axe-core)', () => {
  for (const path of publicPages) {
    test(`no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page);
    });
  }

  test('no violations on checkout, with validation errors shown, and in the open cart drawer and menu', async ({
    page,
  }) => {
    await saveCart(page, [{ productId: 1, quantity: 1, name: 'Flor de Sal', price: '6.50', stock: 25 }]);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('no violations on the backoffice login and staff pages', async ({ page }) => {
    // Thirteen pages, each rendered on demand and checked by axe: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(120_000);
    await page.goto('/backoffice/login');
    await expectNoViolations(page);
    await signIn(page);
    for (const path of [
      '/backoffice',
      '/backoffice/products',
      '/backoffice/products/new',
      '/backoffice/orders',
      '/backoffice/reviews',
      '/backoffice/analytics',
      '/backoffice/inbox',
      '/backoffice/emails',
      '/backoffice/security',
      '/backoffice/activity',
      '/backoffice/pickup-settings',
      '/backoffice/members',
      '/backoffice/redemptions',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    }
  });
});
