import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createTestProduct } from '../../fixtures/orders';
import { expectNoViolations } from '../support/axe';
import { e2eDatabase } from '../support/e2e-database';
import { lisbonDay, saveCart } from '../support/shop';
import { expectFits, watchErrors } from '../support/phone';
import { newStaffAccount, staffCookie } from '../support/staff';
import { chromeText, ENGLISH } from '../support/staff-language';
import { STAFF_LOGIN, staffRoutes } from '../support/staff-routes';

// axe-core (WCAG 2.1 A and AA rules) on every public page type, in the languages guests use, and on every staff page
// (found in app/backoffice at test time, so a new one is checked too), walked in Portuguese on a phone; the member card and the partner counter are
// checked in tests/e2e/membership/member-card.spec.ts, where they have their data.

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
});

// The staff walk: every staff page as the Portuguese team reads it on a phone (390 x 844, a browser in pt-PT, an
// account in Portuguese): axe, no English on the page's own words (headings, labels, buttons, table heads,
// navigation), nothing wider than the screen, lists that scroll keep each row's name in view (expectFits).
test.describe('the staff pages in Portuguese on a phone', () => {
  test.use({ locale: 'pt-PT', viewport: { width: 390, height: 844 } });

  test('the backoffice login and every staff page: no axe violation, no English, nothing off the screen', async ({
    page,
    baseURL,
  }) => {
    // Every staff page (about 35), each rendered on demand and checked: a few seconds each on a busy 2-core
    // machine, so far more than the default 30 s.
    test.setTimeout(300_000);
    const errors = watchErrors(page);
    const check = async (name: string) => {
      await expect(page.locator('html'), name).toHaveAttribute('lang', 'pt');
      expect((await chromeText(page)).match(ENGLISH), name).toBeNull();
      await expectFits(page, `staff${name.replaceAll('/', '-')}`, errors);
    };
    await page.goto(STAFF_LOGIN);
    await check(STAFF_LOGIN);
    await expectNoViolations(page);
    // A prepared session of a Portuguese staff account of this test's own: signing in is not checked here.
    await page.context().addCookies([await staffCookie(baseURL!, await newStaffAccount('telemovel', 'pt'))]);
    const samples = await staffSamples();
    const pages = staffRoutes().filter((route) => route.startsWith('/backoffice'));
    expect(
      pages.filter((route) => route.includes('[') && !samples[route]),
      'staff pages with a dynamic segment and no sample URL below',
    ).toEqual([]);
    for (const route of pages) {
      await page.goto(samples[route] ?? route);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      await check(route);
      // An order placed without billing details says so, instead of "Morada , ,".
      if (route === '/backoffice/orders/edit/[id]') await expect(page.getByText('Não indicada')).toBeVisible();
      // The e-mail page shows the message's own HTML in a sandboxed frame (no scripts): a document of the e-mail's,
      // not of the backoffice, where axe cannot run; the page around it is checked.
      await expectNoViolations(page, { exclude: ['iframe[sandbox]'] });
    }
  });
});

/**
 * A URL for each staff page with a dynamic segment, on rows of this test's own (an order with its e-mail, a
 * product) or of the seed (a partner). A page added with a new dynamic segment needs one here (the test says so).
 */
async function staffSamples(): Promise<Record<string, string>> {
  const db = e2eDatabase();
  try {
    const product = await createTestProduct(db, { price: '4.50', quantity: 3 });
    const order = await db.order.create({
      data: {
        orderNumber: `AX${Date.now().toString(36).toUpperCase()}${randomUUID().slice(0, 4).toUpperCase()}`,
        customerName: 'Ana Axe',
        customerEmail: 'ana.axe@example.com',
        customerPhone: '+351 900 000 002',
        // No billing details (the shop asks for none): the order's page says so.
        customerAddress: '',
        customerCity: '',
        customerPostalCode: '',
        customerCountry: '',
        pickupLocation: 'vilamoura-office',
        pickupDate: new Date(`${lisbonDay(1)}T00:00:00Z`),
        pickupTime: '10:00',
        status: 'confirmed',
        totalAmount: '4.50',
        idempotencyKey: randomUUID(),
        items: { create: { productName: 'Axe salt', productPrice: '4.50', quantity: 1, subtotal: '4.50' } },
        emails: {
          create: {
            template: 'order-new',
            to: 'ana.axe@example.com',
            subject: 'Axe order',
            html: '<p>Axe order</p>',
            text: 'Axe order',
            status: 'captured',
          },
        },
      },
      include: { emails: true },
    });
    const partner = await db.partner.findFirstOrThrow({ where: { isVisible: true }, orderBy: { id: 'asc' } });
    const card = await db.memberCard.create({
      data: {
        guestName: 'Ana Axe',
        email: 'ana.axe@example.com',
        locale: 'pt',
        arrival: new Date(`${lisbonDay()}T00:00:00Z`),
        departure: new Date(`${lisbonDay(3)}T00:00:00Z`),
        partySize: 2,
      },
    });
    return {
      '/backoffice/[...rest]': '/backoffice/no-such-page',
      '/backoffice/emails/[id]': `/backoffice/emails/${order.emails[0].id}`,
      '/backoffice/insights/partners/[id]': `/backoffice/insights/partners/${partner.id}`,
      '/backoffice/members/[id]': `/backoffice/members/${card.id}`,
      '/backoffice/orders/edit/[id]': `/backoffice/orders/edit/${order.id}`,
      '/backoffice/orders/edit/[id]/resend/[template]': `/backoffice/orders/edit/${order.id}/resend/order-confirmation`,
      '/backoffice/partners/[id]': `/backoffice/partners/${partner.id}`,
      '/backoffice/products/edit/[id]': `/backoffice/products/edit/${product.id}`,
    };
  } finally {
    await db.$disconnect();
  }
}
