import { expect, test, type Page } from '@playwright/test';
import {
  addToCart,
  choosePickupSlot,
  guestEmail,
  products,
  saveCart,
  useCartWhileFormScriptHeld,
} from '../support/shop';

// Its own client address: the orders of other specs running beside it do not count against its per-address limits
// (5 a minute, docs/decisions/11-staff-security.md §6).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.72' } });

/**
 * What pickup needs (docs/decisions/13-pickup-order-journey.md §2): the billing details stay collapsed and empty. The guest's e-mail is this test's
 * own; returned for the checks.
 */
async function fillCheckout(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First name': 'Ana',
    'Last name': 'Silva',
    'E-mail': guestEmail('ana.silva'),
    Phone: '+351 912 345 678',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value ?? '');
  await choosePickupSlot(page);
  return values['E-mail']!;
}

test.describe('checkout for pickup (docs/spec.md §2 /checkout, §4 Order creation, §5)', () => {
  const validation = [
    [
      'en',
      '/checkout',
      'Place order',
      'This field is required',
      'Please enter a valid email',
      'Please enter a valid phone number',
    ],
    [
      'fr',
      '/fr/checkout',
      'Passer la commande',
      'Ce champ est obligatoire',
      'Veuillez saisir un e-mail valide',
      'Veuillez saisir un numéro de téléphone valide',
    ],
    [
      'pt',
      '/pt/checkout',
      'Fazer encomenda',
      'Este campo é obrigatório',
      'Introduza um e-mail válido',
      'Introduza um número de telefone válido',
    ],
  ] as const;
  for (const [locale, path, submit, required, email, phone] of validation) {
    test(`validation messages in ${locale}`, async ({ page }) => {
      await saveCart(page, [
        { productId: products.salt.id, quantity: 1, name: products.salt.en, price: '6.50', stock: 25 },
      ]);
      await page.goto(path);
      // The free pickup slots have loaded: the first place is chosen.
      await expect(page.locator('#pickupLocation')).toHaveValue('vilamoura-office');
      await page.getByRole('button', { name: submit }).click();
      await expect(page.getByText(required).first()).toBeVisible();
      // Names, e-mail, phone, pickup date and time: the billing details are optional (docs/decisions/13-pickup-order-journey.md §2).
      expect(await page.getByText(required).count()).toBe(6);
      await page.locator('#email').fill('not-an-email');
      await page.locator('#phone').fill('abc');
      await page.getByRole('button', { name: submit }).click();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText(phone)).toBeVisible();
      await expect(page.locator('#email')).toHaveAttribute('aria-invalid', 'true');
      // Credit card is offered as coming soon and cannot be chosen.
      await expect(page.getByRole('radio').nth(1)).toBeDisabled();
    });
  }

  test('a successful order shows its number; only this browser sees the details', async ({ page, browser }) => {
    await addToCart(page, products.salt);
    await addToCart(page, products.liqueur);
    await page.goto('/checkout');
    // Pickup only: no shipping line in the summary; the chosen place's street address under its name.
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await expect(page.getByText('Shipping')).toHaveCount(0);
    await expect(page.getByTestId('pickup-address')).toHaveText('Marina de Vilamoura, 8125-409 Quarteira, Portugal');
    await expect(page.getByTestId('checkout-total')).toHaveText('€25.40');
    const email = await fillCheckout(page);
    const submit = page.getByRole('button', { name: 'Place order' });
    // The action's answer is read on its way to the page (after the navigation to Order Complete it is gone).
    let resolveAction: (answer: { cookie: string | undefined; body: string }) => void;
    const actionAnswer = new Promise<{ cookie: string | undefined; body: string }>(
      (resolve) => (resolveAction = resolve),
    );
    await page.route('**/checkout', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      resolveAction({ cookie: response.headers()['set-cookie'], body: await response.text() });
      await route.fulfill({ response });
    });
    const receiptAnswer = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/order-receipt');
    await submit.click();

    // The server action answers with its result alone: no cookie, hence no re-rendered checkout page (15 kB before).
    const { cookie: actionCookie, body: actionBody } = await actionAnswer;
    expect(actionCookie).toBeUndefined();
    expect(actionBody).toMatch(/"receipt":"CD[0-9A-Z]+\.[\w-]{43}"/);
    expect(actionBody.length).toBeLessThan(2000);
    // The receipt route sets the receipt cookie, HttpOnly and SameSite=Lax (Secure only on https).
    const receipt = await receiptAnswer;
    expect(receipt.status()).toBe(200);
    expect(await receipt.headerValue('set-cookie')).toMatch(/^order_receipt=CD/);

    await expect(page.getByRole('heading', { name: 'Order Complete' })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    expect(orderNumber).toMatch(/^CD[0-9A-Z]{10,}$/);
    await expect(page).toHaveURL(new RegExp(`/checkout/complete/${orderNumber}$`));
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('€25.40')).toBeVisible();
    // The place's name, then its street address, once.
    await expect(page.getByRole('main')).toContainText(
      'Vilamoura office, Marina de Vilamoura, 8125-409 Quarteira, Portugal,',
    );
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'order_receipt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
    expect(cookie?.value.startsWith(`${orderNumber}.`)).toBe(true);

    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    // Knowing the number is not enough: a made-up receipt is refused and sets no cookie.
    const forged = await strangerPage.request.post('/api/order-receipt', {
      headers: { origin: new URL(page.url()).origin },
      data: { receipt: `${orderNumber}.${'A'.repeat(43)}`, locale: 'en' },
    });
    expect(forged.status()).toBe(422);
    expect(forged.headers()['set-cookie']).toBeUndefined();
    await strangerPage.goto(`/checkout/complete/${orderNumber}`);
    await expect(strangerPage.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(strangerPage.getByText(email)).toHaveCount(0);
    await expect(strangerPage.getByText('Ana Silva')).toHaveCount(0);
    await stranger.close();
  });

  test('what the guest typed survives back and forward, kept in the tab and never in the URL', async ({ page }) => {
    await addToCart(page, products.salt);
    await page.goto('/checkout');
    await page.getByLabel('First name', { exact: true }).fill('Ana');
    await page.getByLabel('E-mail', { exact: true }).fill('ana.silva@example.com');
    const slot = await choosePickupSlot(page);
    const expectKept = async () => {
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ana');
      await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('ana.silva@example.com');
      await expect(page.getByLabel('Pickup date', { exact: true })).toHaveValue(slot.date);
      await expect(page.getByLabel('Pickup time', { exact: true })).toHaveValue(slot.time);
    };
    // Away inside the app (client navigation), back, forward and back again.
    await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shopping$/);
    await page.goBack();
    await expectKept();
    await page.goForward();
    await expect(page).toHaveURL(/\/shopping$/);
    await page.goBack();
    await expectKept();
    // A full page load (a reload, or back from another site) keeps it too.
    await page.reload();
    await expectKept();
  });

  test('an order is refused for insufficient stock and the cart is kept', async ({ page }) => {
    // A cart saved before the stock ran low: 6 cataplanas, 5 in stock.
    await saveCart(page, [
      { productId: products.cataplana.id, quantity: 6, name: products.cataplana.en, price: '34.00', stock: 6 },
    ]);
    await page.goto('/checkout');
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Stock validation failed' })).toHaveText(
      `Stock validation failed: Insufficient stock for "${products.cataplana.en}". Available: 5, Required: 6`,
    );
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('cart-count')).toHaveText('6');
  });

  test('the busy label reads Processing... and the button cannot be pressed twice', async ({ page }) => {
    await addToCart(page, products.salt);
    await page.goto('/checkout');
    await fillCheckout(page);
    // Hold the server action's answer so the busy state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/checkout', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    const busy = page.getByRole('button', { name: 'Processing...' });
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Order Complete' })).toBeVisible();
  });

  test("the header and the cart work while the form's script is still on its way", async ({ page }) => {
    // On a slow link the form library's script is the checkout's last to arrive: the rest of the page hydrates
    // without waiting for it (docs/performance.md, "Text pages at their limit").
    const formScript = await useCartWhileFormScriptHeld(page, '/checkout');
    // The header's cart has read the saved cart; the checkout still says it is loading.
    expect(formScript.held()).toBe(true);
    await expect(page.getByText('Loading your cart…')).toBeVisible();
    await page.keyboard.press('Escape');
    formScript.release();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  });
});
