import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { parseSingleEvent } from '../../support/calendar';
import { slotStart } from '@/lib/shop/pickup/pickup-slots';
import { createProductViaForm, placeOrderFor, startStaffSession } from '../support/staff';
import { e2eDatabase } from '../support/e2e-database';
import { cartDrawer, holdSavedCartRead, lisbonDay, loseSavedCartRead, products, saveCart } from '../support/shop';

/** Removes orders made by pendingOrdersAt (their items go with them). */
async function removeOrders(orderNumbers: string[]) {
  const db = e2eDatabase();
  await db.order.deleteMany({ where: { orderNumber: { in: orderNumbers } } }).finally(() => db.$disconnect());
}

/** Pending orders straight in the e2e database, one per Lisbon day in `days`, at `time`; returns their numbers. */
async function pendingOrdersAt(days: string[], time: string) {
  const db = e2eDatabase();
  try {
    const numbers: string[] = [];
    for (const day of days) {
      const orderNumber = `LT${Date.now().toString(36).toUpperCase()}${randomUUID().slice(0, 4).toUpperCase()}`;
      await db.order.create({
        data: {
          orderNumber,
          customerName: 'Rita Horas',
          customerEmail: `rita.horas-${randomUUID().slice(0, 6)}@example.com`,
          customerPhone: '+351 913 000 001',
          customerAddress: 'Rua 3',
          customerCity: 'Faro',
          customerPostalCode: '8000-003',
          customerCountry: 'Portugal',
          pickupLocation: 'vilamoura-office',
          pickupDate: new Date(`${day}T00:00:00Z`),
          pickupTime: time,
          status: 'pending',
          totalAmount: '6.50',
          idempotencyKey: randomUUID(),
          items: { create: { productName: 'Flor de Sal', productPrice: '6.50', quantity: 1, subtotal: '6.50' } },
        },
      });
      numbers.push(orderNumber);
    }
    return numbers;
  } finally {
    await db.$disconnect();
  }
}

// A guest and a staff member on phones (docs/decisions/13-pickup-order-journey.md).
// Its own client address: the orders of other specs running beside it do not count against its per-address limits.
test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.71' } });

const cataplanaFr = 'Mini cataplana en cuivre';

test.describe('stock-aware cart (docs/decisions/13-pickup-order-journey.md §1)', () => {
  test('no add path puts more than the stock in the cart, and the guest is told why, in French', async ({ page }) => {
    await page.goto(`/fr/shopping/item/${products.cataplana.id}`);
    const add = page.getByRole('button', { name: `Ajouter au panier : ${cataplanaFr}` });
    for (let count = 1; count <= products.cataplana.stock; count += 1) {
      await add.click();
      await expect(cartDrawer(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('cart-count')).toHaveText(String(count));
    }
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'Seulement 5 en stock' })).toHaveText(
      'Seulement 5 en stock, et ils sont déjà tous dans votre panier.',
    );
    await expect(cartDrawer(page)).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveText('5');

    // The product card in the shop list is capped the same way.
    await page.goto('/fr/shopping');
    const card = page.getByRole('article').filter({ hasText: cataplanaFr });
    await card.getByRole('button', { name: `Ajouter au panier : ${cataplanaFr}` }).click();
    await expect(card.getByRole('status')).toHaveText('Seulement 5 en stock, et ils sont déjà tous dans votre panier.');
    await expect(page.getByTestId('cart-count')).toHaveText('5');
  });

  test('opening the cart, even before the saved cart is read, refreshes stock and flags a line that no longer fits before checkout', async ({
    page,
  }) => {
    // A cart saved when more were in stock: 7 cataplanas, 5 left now.
    await saveCart(page, [
      { productId: products.cataplana.id, quantity: 7, name: cataplanaFr, price: '34.00', stock: 9 },
    ]);
    // On slow Wi-Fi the guest opens the drawer before the saved cart's validator has arrived: hold that script until
    // the drawer is open, so its lines are read after the opening (a busy machine lost the refresh that way).
    const read = await holdSavedCartRead(page);
    await page.goto('/fr');
    await page.getByRole('button', { name: /^Ouvrir le panier/ }).click();
    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    await expect.poll(read.held).toBe(true);
    // Until the saved cart is read the drawer says so, and never that the cart is empty.
    await expect(drawer.getByRole('status')).toHaveText('Chargement de votre panier…');
    await expect(drawer.getByText('Votre panier est vide.')).toHaveCount(0);
    read.release();
    await expect(drawer.getByText('Plus que 5 en stock : réduisez la quantité pour commander.')).toBeVisible();
    await expect(drawer.getByRole('alert')).toContainText('Ajustez-les avant de commander.');
    await expect(drawer.getByRole('link', { name: 'Passer la commande' })).toHaveCount(0);
    await drawer.getByRole('button', { name: `Diminuer la quantité de ${cataplanaFr}` }).click();
    await expect(drawer.getByLabel('Quantité : 5')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Passer la commande' })).toBeVisible();
  });

  test('a saved cart whose script was lost on slow Wi-Fi is read when the guest opens the cart', async ({ page }) => {
    await saveCart(page, [{ productId: products.salt.id, quantity: 2, name: 'Sal', price: '6.50', stock: 25 }]);
    const script = await loseSavedCartRead(page);
    await page.goto('/pt');
    // The browser's runtime asks for a chunk once more before the import fails: after the second loss the page's
    // first read has failed. The link is back when the guest opens the cart.
    await expect.poll(script.failures).toBe(2);
    script.restore();
    await page.getByRole('button', { name: /^Abrir carrinho/ }).click();
    const drawer = cartDrawer(page);
    await expect(drawer.getByText(products.salt.pt)).toBeVisible();
    await expect(drawer.getByLabel('Quantidade: 2')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Finalizar compra' })).toBeVisible();
  });

  test('checkout opened straight from a link shows the cart with the names and prices of now, not those saved', async ({
    page,
  }) => {
    // Saved when the salt had another name and price; the server's are 'Flor de Sal de Castro Marim, 150 g' at 6,50 €.
    await saveCart(page, [{ productId: products.salt.id, quantity: 2, name: 'Sal antigo', price: '9.99', stock: 25 }]);
    await page.goto('/pt/checkout');
    const summary = page.getByRole('region', { name: 'Resumo da encomenda' });
    await expect(summary.getByText(products.salt.pt)).toBeVisible();
    await expect(summary.getByText('2 × 6,50 €')).toBeVisible();
    await expect(summary.getByText('Sal antigo')).toHaveCount(0);
  });
});

test('the language switcher is in the header on a phone (docs/decisions/13-pickup-order-journey.md §7)', async ({
  page,
}) => {
  await page.goto('/fr/shopping');
  await page.getByRole('banner').getByRole('link', { name: 'Português' }).click();
  await expect(page).toHaveURL(/\/pt\/shopping$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Português' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('staff mark a pickup ready from a phone; the guest follows it in French, from the e-mail link elsewhere, with a calendar file (docs/decisions/13-pickup-order-journey.md §4-§6)', async ({
  page,
  browser,
}) => {
  // An order through the shop, staff pages on a phone and the guest's pages in two more browsers: over 30 s on two busy cores.
  test.setTimeout(75_000);
  await startStaffSession(page);
  const product = await createProductViaForm(page, { stock: 5 });
  // Staff see a pending order as late when its pickup is less than a day away: the soonest slot is, unless the next
  // open day is two days off (a public holiday tomorrow, late in the day); then the note must not show.
  const { orderNumber, slot } = await placeOrderFor(page, product, undefined, 'soonest');
  const late = slotStart(slot.date, slot.time).getTime() - Date.now() < 24 * 60 * 60 * 1000;

  // Before staff act: pending, in French, with the item's French name.
  await page.goto(`/fr/checkout/complete/${orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('En attente de confirmation');
  await expect(page.getByText(`1 × ${product.name} FR`)).toBeVisible();

  // Staff's phone screen: today's pickups, tap to call, the late pending order highlighted, one tap to ready.
  await page.goto('/backoffice/pickups');
  const card = page.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(card.getByRole('link', { name: '+351 913 000 000' })).toHaveAttribute('href', 'tel:+351913000000');
  await expect(card.getByText(`1 × ${product.name}`)).toBeVisible();
  const lateNote = card.getByText('Still pending: confirm it or call the customer.');
  if (late) await expect(lateNote).toBeVisible();
  else await expect(lateNote).toHaveCount(0);
  // Which of the two the order above shows depends on the hour; both show every day with two pending orders made
  // around today in Lisbon: one today at 23:59 (less than a day away: late) and one tomorrow at 23:59 (more than a day
  // away, whatever the hour but the day's last minute: not late). The rule itself runs on a fixed clock in
  // tests/integration/shop/order-pickup.test.ts.
  const [lateOrder, calmOrder] = await pendingOrdersAt([lisbonDay(0), lisbonDay(1)], '23:59');
  await page.reload();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: lateOrder })
      .getByText('Still pending: confirm it or call the customer.'),
  ).toBeVisible();
  const calmCard = page.getByRole('listitem').filter({ hasText: calmOrder });
  await expect(calmCard).toBeVisible();
  await expect(calmCard.getByText('Still pending: confirm it or call the customer.')).toHaveCount(0);
  await removeOrders([lateOrder, calmOrder]); // other tests read today's pickups too
  await card.getByRole('button', { name: `Mark ready for pickup: ${orderNumber}` }).click();
  await expect(card.getByText('Ready for pickup', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /Mark ready for pickup/ })).toHaveCount(0);

  await page.goto(`/fr/checkout/complete/${orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('Prête à être retirée');

  // The ready e-mail's signed link opens the order in a browser that never saw it.
  const db = e2eDatabase();
  const email = await db.outboxEmail.findFirstOrThrow({ where: { order: { orderNumber }, template: 'order-shipped' } });
  await db.$disconnect();
  const link = new URL((email.data as { orderUrl: string }).orderUrl);
  expect(email.html ?? JSON.stringify(email.data)).toContain(`/checkout/complete/${orderNumber}?t=`);
  const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await elsewhere.newPage();
  await guest.goto(`${link.pathname}${link.search}`);
  await expect(guest.getByTestId('order-status')).toHaveText('Ready for pickup');
  await expect(guest.getByText('Rui Costa')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/search\/.*Marina%20de%20Vilamoura/,
  );

  // The calendar file, parsed back: the pickup's time in Lisbon and its place.
  const response = await guest.request.get(
    (await guest.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!,
  );
  expect(response.status()).toBe(200);
  const event = parseSingleEvent(await response.text());
  const order = await (async () => {
    const again = e2eDatabase();
    try {
      return await again.order.findUniqueOrThrow({ where: { orderNumber } });
    } finally {
      await again.$disconnect();
    }
  })();
  const lisbon = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  expect(lisbon.format(new Date(event.start)).replace(',', '')).toBe(
    `${order.pickupDate.toISOString().slice(0, 10)} ${order.pickupTime}`,
  );
  expect(String(event.location)).toContain('Marina de Vilamoura');

  // Without the link or the receipt, the same browser sees only the number, and no calendar.
  await guest.goto(`/checkout/complete/${orderNumber}`);
  await expect(guest.getByTestId('order-status')).toHaveCount(0);
  expect((await guest.request.get(`/api/orders/${orderNumber}/calendar`)).status()).toBe(404);
  await elsewhere.close();

  // Handed over: one tap on a plain POSTed form, so it works on a phone without JavaScript (docs/orders.md).
  const noScript = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const staffPhone = await noScript.newPage();
  await staffPhone.goto('/backoffice/pickups');
  const handedOver = staffPhone.getByRole('listitem').filter({ hasText: orderNumber });
  await handedOver.getByRole('button', { name: `Mark collected: ${orderNumber}` }).click();
  await expect(
    staffPhone.getByRole('listitem').filter({ hasText: orderNumber }).getByText('Collected', { exact: true }),
  ).toBeVisible();
  await expect(staffPhone.getByRole('button', { name: `Mark collected: ${orderNumber}` })).toHaveCount(0);
  await noScript.close();
  await page.goto(`/fr/checkout/complete/${orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('Retirée');
  // Collected: nothing to bring and nothing to put in a calendar any more.
  await expect(page.getByText('Cette commande a été retirée. Merci !')).toBeVisible();
  await expect(page.getByText(/Conservez ce numéro/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ajouter au calendrier' })).toHaveCount(0);
});

// docs/decisions/13-pickup-order-journey.md §7: the checkout clears the cart before it navigates to Order Complete; the empty-cart text must not
// render in between.
test('after a successful order the cart never flashes "Your cart is empty" before Order Complete', async ({ page }) => {
  await startStaffSession(page);
  const product = await createProductViaForm(page, { stock: 5 });
  // Records whether the empty-cart text ever enters the page, however briefly.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.innerText.includes('Your cart is empty')) sessionStorage.setItem('emptyCartSeen', '1');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await placeOrderFor(page, product);
  expect(await page.evaluate(() => sessionStorage.getItem('emptyCartSeen'))).toBeNull();
});
