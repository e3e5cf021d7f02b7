import { expect, test } from '@playwright/test';
import { createProductViaForm, placeOrderFor, startStaffSession } from '../support/staff';
import { guestEmail } from '../support/shop';

// Staff read every message and e-mail (docs/decisions/05-mail-content-pages-inbox.md §6) and resend an order's e-mail (docs/decisions/05-mail-content-pages-inbox.md §3).
test('a contact message reaches the inbox; its notification is in E-mails with a preview; handled and retry work', async ({
  page,
}) => {
  const subject = `Parking question ${Date.now()}`;
  await page.goto('/pt/contact');
  await page.getByLabel('Nome', { exact: true }).fill('Joana Reis');
  await page.getByLabel('E-mail', { exact: true }).fill('joana@example.com');
  await page.getByLabel('Assunto', { exact: true }).fill(subject);
  await page.getByLabel('Mensagem', { exact: true }).fill('Há estacionamento perto do escritório?');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('status').filter({ hasText: /enviada/ })).toBeVisible();

  await startStaffSession(page);
  await page.goto('/backoffice');
  await page.getByRole('link', { name: 'Inbox' }).click();
  const message = page.getByRole('listitem').filter({ hasText: subject });
  await expect(message.getByText('Há estacionamento perto do escritório?')).toBeVisible();
  await expect(message.getByText('new', { exact: true })).toBeVisible();
  await message.getByRole('button', { name: 'Mark handled: message from Joana Reis' }).click();
  await expect(message.getByRole('button', { name: 'Mark new: message from Joana Reis' })).toBeVisible();
  await page.getByRole('link', { name: 'Handled' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toBeVisible();

  await page.getByRole('link', { name: 'E-mails', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByRole('cell', { name: 'Team notice of a contact message' })).toBeVisible();
  await expect(row.getByRole('cell', { name: /captured|sent|pending/ })).toBeVisible();
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(subject);
  await expect(page.getByRole('definition').filter({ hasText: 'joana@example.com' })).toBeVisible(); // Reply-To: the sender
  await expect(page.frameLocator('iframe').getByText('Há estacionamento perto do escritório?')).toBeVisible();
  await page.getByRole('button', { name: /^Retry/ }).click();
  await expect(page.getByRole('button', { name: /^Retry/ })).toBeEnabled();
});

test('the order page lists the order’s e-mails in words; Resend offers only those that fit and asks first, without JavaScript too', async ({
  page,
  browser,
}) => {
  // A sign-in, an order through the shop and a dozen staff pages in two browsers: more than 30 s on two busy cores.
  test.setTimeout(75_000);
  await startStaffSession(page);
  const product = await createProductViaForm(page, { stock: 3 });
  const guest = guestEmail('rui.costa');
  const { orderNumber } = await placeOrderFor(page, product, guest);
  await page.goto(`/backoffice/orders?q=${orderNumber}`);
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page).toHaveURL(/\/backoffice\/orders\/edit\/\d+$/);
  const orderUrl = page.url();
  const emails = page.getByRole('region', { name: 'E-mails' });
  await expect(emails.getByRole('row').filter({ hasText: 'Order received' })).toHaveCount(1);
  await expect(emails.getByRole('row').filter({ hasText: 'Team notice of an order' })).toHaveCount(1);
  await expect(emails.getByText(/order-new|order-shipped|order-admin-notification/)).toHaveCount(0);
  // A pending order: "ready for pickup" is not offered.
  await expect(emails.getByRole('link', { name: /^Resend/ })).toHaveText([
    'Resend: Order received',
    'Resend: Team notice of an order',
  ]);

  // The confirmation step is a page and a POSTed form: it works on a phone without JavaScript.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const staff = await noScript.newPage();
  await staff.goto(orderUrl);
  await staff.getByRole('link', { name: 'Resend: Order received' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Resend an e-mail' })).toBeVisible();
  await expect(staff.getByText(`Send “Order received” of order ${orderNumber} again to ${guest}?`)).toBeVisible();
  await page.reload(); // opening the confirmation sent nothing
  await expect(emails.getByRole('row').filter({ hasText: 'Order received' })).toHaveCount(1);
  await staff.getByRole('button', { name: 'Yes, send the e-mail' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'E-mail queued: Order received.' })).toBeVisible();
  await expect(
    staff.getByRole('region', { name: 'E-mails' }).getByRole('row').filter({ hasText: 'Order received' }),
  ).toHaveCount(2);
  // An e-mail that does not fit the status, asked for by its URL, is not offered.
  await staff.goto(`${orderUrl}/resend/order-shipped`);
  await expect(staff.getByRole('alert')).toHaveText(
    '“Ready for pickup” does not fit an order that is “Pending confirmation”: it cannot be resent.',
  );
  await expect(staff.getByRole('button', { name: 'Yes, send the e-mail' })).toHaveCount(0);
  await noScript.close();
});
