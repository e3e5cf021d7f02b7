// docs/membership.md "Owners' cards" and "A card guests can always get", in the production build on a 390 px phone:
// a Portuguese staff member registers an owner and renews the card, the owner opens it in French, and at the front
// desk staff show a guest's card as a QR code, copy its link and share it on WhatsApp, each in the activity log.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { cardLinkToken } from '@/lib/membership/cards/card-link';
import { e2eDatabase } from '../support/e2e-database';
import { lisbonDay } from '../support/shop';
import { e2eStaffCookie } from '../../fixtures/staff-session';
import { newStaffAccount } from '../support/staff';

test.use({ viewport: { width: 390, height: 844 } });

const fitsPhone = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('a pt staff member registers an owner and renews the card; the owner opens it in French', async ({
  page,
  browser,
  baseURL,
}) => {
  const db = e2eDatabase();
  const run = randomUUID().slice(0, 8);
  const email = `owner-${run}@example.com`;
  try {
    const account = await newStaffAccount('owners');
    await db.adminUser.update({ where: { email: account.email }, data: { locale: 'pt' } });
    await page.context().addCookies([{ ...(await e2eStaffCookie(baseURL!, account)), url: baseURL! }]);
    await page.goto('/backoffice');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Proprietários' }).click();
    await expect(page.getByRole('heading', { name: 'Cartões de proprietários', level: 1 })).toBeVisible();
    await fitsPhone(page);
    // The dates come filled in: from today to a year later.
    await expect(page.getByLabel('Válido a partir de')).toHaveValue(lisbonDay());
    await page.getByLabel('Nome do proprietário').fill(`Madeleine Dubois ${run}`);
    await page.getByLabel('E-mail do proprietário').fill(email);
    await page.getByLabel('Língua').selectOption('fr');
    await page.getByLabel('Propriedades').fill('Villa Mar');
    await page.getByRole('button', { name: 'Emitir o cartão de proprietário' }).click();
    await expect(page.getByRole('status').filter({ hasText: `enviado para ${email}` })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: email });
    await expect(item).toContainText('Válido de');
    await expect(item).toContainText('Villa Mar');
    await fitsPhone(page);

    const card = await db.memberCard.findFirstOrThrow({ where: { email } });
    const renewal = card.departure.toISOString().slice(0, 10);
    await item.getByRole('button', { name: `Renovar por um ano o cartão de Madeleine Dubois ${run}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cartão renovado até' })).toBeVisible();
    const renewed = await db.memberCard.findUniqueOrThrow({ where: { id: card.id } });
    expect(renewed.departure.getTime()).toBeGreaterThan(new Date(`${renewal}T00:00:00Z`).getTime() + 364 * 86_400_000);

    // The owner, in French, on a phone of their own.
    const theirs = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const owner = await theirs.newPage();
    await owner.goto(`/fr/card/${cardLinkToken(card.id)}`);
    await expect(owner.getByText(/^Carte propriétaire, valable jusqu’au /)).toBeVisible();
    await expect(owner.getByRole('img', { name: /QR/ })).toBeVisible();
    await fitsPhone(owner);
    await theirs.close();
  } finally {
    await db.$disconnect();
  }
});

test("the front desk shows a guest's card as a QR code, copies its link and shares it on WhatsApp, each logged", async ({
  page,
  baseURL,
}) => {
  const db = e2eDatabase();
  const run = randomUUID().slice(0, 8);
  try {
    const guest = await db.memberCard.create({
      data: {
        guestName: `Hannah Weber ${run}`,
        email: `hannah-${run}@example.com`,
        locale: 'en',
        arrival: new Date(`${lisbonDay()}T00:00:00Z`),
        departure: new Date(`${lisbonDay(5)}T00:00:00Z`),
        partySize: 2,
        bookingRef: `FD-${run}`,
      },
    });
    const account = await newStaffAccount('frontdesk');
    await db.adminUser.update({ where: { email: account.email }, data: { locale: 'pt' } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.context().addCookies([{ ...(await e2eStaffCookie(baseURL!, account)), url: baseURL! }]);
    await page.goto(`/backoffice/members?q=${encodeURIComponent(run)}`);
    await page.getByRole('listitem').filter({ hasText: guest.email }).getByRole('link', { name: 'Receção' }).click();
    await expect(page.getByRole('heading', { name: `Hannah Weber ${run}`, level: 1 })).toBeVisible();
    await expect(page.getByText(`Referência da reserva: FD-${run}`)).toBeVisible();
    await fitsPhone(page);

    await page.getByRole('button', { name: 'Mostrar o código QR' }).click();
    await expect(
      page.getByRole('img', { name: 'Código QR da ligação do cartão, para o telemóvel do hóspede' }),
    ).toBeVisible();
    await fitsPhone(page);
    await page.getByRole('button', { name: 'Copiar a ligação' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ligação copiada.' })).toBeVisible();
    const link = await page.getByLabel('A ligação do cartão').inputValue();
    expect(new URL(link).pathname).toBe(`/card/${cardLinkToken(guest.id)}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // WhatsApp's share link, with the sentence in the guest's language; not followed out of the test.
    let shared = '';
    await page.route('https://wa.me/**', (route) => {
      shared = route.request().url();
      return route.fulfill({ body: 'WhatsApp' });
    });
    await page.getByRole('button', { name: 'Partilhar no WhatsApp' }).click();
    await expect.poll(() => shared).toContain('https://wa.me/?text=');
    expect(new URL(shared).searchParams.get('text')).toBe(`Your member card for your stay in the Algarve: ${link}`);

    const logged = await db.staffActivity.findMany({
      where: { target: `member-card:${guest.id}` },
      orderBy: { id: 'asc' },
      select: { action: true },
    });
    expect(logged.map(({ action }) => action)).toEqual([
      'member-card.show-qr',
      'member-card.copy-link',
      'member-card.share',
    ]);
  } finally {
    await db.$disconnect();
  }
});
