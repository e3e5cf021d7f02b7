import { expect, test } from '@playwright/test';
import { upsertStaffAccount } from '@/lib/staff/auth/accounts';
import { e2eDatabase } from '../support/e2e-database';
import { placeOrderFor } from '../support/staff';

// docs/decisions/12-staff-run-directory.md §7: the backoffice in the staff member's language. A browser that asks for Portuguese, and a new account
// (Portuguese until its owner chooses).
test.use({ locale: 'pt-PT' });

test('a staff member works in Portuguese (a 12,50 price, orders, pickups, the inbox, the log), then switches to French and back to English', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const db = e2eDatabase();
  const email = `lingua-${Date.now().toString(36)}@example.com`;
  const password = 'palavra-passe-e2e-2026';
  const admin = await upsertStaffAccount(db, email, password);
  expect((await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).locale).toBe('pt');

  // Sign-in page: no session yet, so the browser's language (Accept-Language pt-PT).
  await page.goto('/backoffice/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { name: 'Iniciar sessão no backoffice' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Palavra-passe').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
  await expect(page).toHaveTitle('Painel | Backoffice');

  // A product at 12,50 € through the Portuguese form, and an order of it through the (English) shop.
  await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Produtos' }).click();
  await page.getByRole('link', { name: 'Novo produto' }).click();
  const name = `Produto e2e ${Date.now().toString(36)}`;
  await page.getByLabel('Nome (Inglês)').fill(name);
  await page.getByLabel('Nome (Francês)').fill(`${name} FR`);
  await page.getByLabel('Nome (Português)').fill(`${name} PT`);
  await page.getByLabel('Preço (EUR)').fill('12,505');
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page.getByText('Um preço em euros, por exemplo 12,50')).toBeVisible(); // the zod message, in Portuguese
  await page.getByLabel('Preço (EUR)').fill('12,50');
  await page.getByLabel('Stock', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page).toHaveURL(/\/backoffice\/products\/edit\/\d+\?created=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Produto criado.' })).toBeVisible();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.goto(`/backoffice/products?q=${encodeURIComponent(name)}`);
  // The product reads by its Portuguese name, as the team packs it.
  const productRow = page.getByRole('row').filter({ hasText: `${name} PT` });
  await expect(productRow.getByRole('cell', { name: /^12,50\s€$/ })).toBeVisible();
  await expect(productRow.getByRole('link', { name: `${name} PT` })).toBeVisible();

  // The guest shops in English (the shop's own language negotiation would take this browser to /pt).
  const guest = await browser.newContext({ locale: 'en-GB', baseURL });
  const { orderNumber } = await placeOrderFor(await guest.newPage(), { id: productId, name });
  await guest.close();

  // The orders list: Portuguese heading, table head, a Portuguese date and the total in euros.
  await page.goto(`/backoffice/orders?q=${orderNumber}`);
  await expect(page.getByRole('heading', { name: 'Encomendas', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Cliente' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/ })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^12,50\s€$/ })).toBeVisible();
  await expect(row.getByText('A aguardar confirmação')).toBeVisible();
  await expect(row.getByText(`1 × ${name} PT`)).toBeVisible();
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: `Encomenda ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: `${name} PT`, exact: true })).toBeVisible();
  await page.goto('/backoffice/pickups');
  await expect(page.getByRole('listitem').filter({ hasText: orderNumber }).getByText(`1 × ${name} PT`)).toBeVisible();

  // Two menu entries, two names.
  const menu = page.getByRole('navigation', { name: 'Backoffice' });
  await expect(menu.getByRole('link', { name: 'Vendas' })).toHaveAttribute('href', '/backoffice/analytics');
  await expect(menu.getByRole('link', { name: 'Visitas ao site' })).toHaveAttribute('href', '/backoffice/insights');

  // An unknown backoffice address: the backoffice's own page, in Portuguese, inside its menu, answered 404.
  const missing = await page.goto('/backoffice/nao-existe');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao painel' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Backoffice' })).toBeVisible();

  // A booking request in the inbox shows the guest's preferred day, in words, and the party size.
  const partner = await db.partner.findFirstOrThrow({ where: { isDraft: false }, select: { id: true } });
  const guestName = `Hóspede ${Date.now().toString(36)}`;
  await db.bookingRequest.create({
    data: {
      partnerId: partner.id,
      name: guestName,
      email: 'hospede@example.com',
      phone: '+351 912 000 000',
      partySize: 4,
      message: 'Mesa junto ao mar',
      locale: 'en',
      preferredDate: new Date('2026-12-05'),
    },
  });
  await page.goto('/backoffice/inbox');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: guestName })
      .getByText('Data preferida: sábado, 5 de dezembro de 2026 · 4 pessoas'),
  ).toBeVisible();

  // The activity log tells what the order's page did, in Portuguese.
  await page.goto('/backoffice/activity');
  await expect(page.getByRole('cell', { name: `${email} criou o produto ${name} PT` })).toBeVisible();

  // French, chosen on the account, from the next page on.
  await page.getByRole('link', { name: 'Idioma e segurança' }).click();
  await page.getByLabel('Idioma', { exact: true }).selectOption('fr');
  await page.getByRole('button', { name: 'Guardar idioma' }).click();
  await expect(page.getByRole('heading', { name: 'Langue et sécurité', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto(`/backoffice/orders?q=${orderNumber}`);
  await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: orderNumber })
      .getByRole('cell', { name: /^\d{1,2} \S+ \d{4}, \d{2}:\d{2}$/ }),
  ).toBeVisible();

  // Back to English; the next sign-in page on this browser follows it, whatever the browser asks for.
  await page.getByRole('link', { name: 'Langue et sécurité' }).click();
  await page.getByLabel('Langue', { exact: true }).selectOption('en');
  await page.getByRole('button', { name: 'Enregistrer la langue' }).click();
  await expect(page.getByRole('heading', { name: 'Language and security', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Backoffice sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).locale).toBe('en');
  expect(await db.staffActivity.count({ where: { adminId: admin.id, action: 'staff.locale' } })).toBe(2);
  await db.$disconnect();
});
