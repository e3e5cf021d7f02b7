// docs/membership.md "Booking feeds": a staff member (role staff, backoffice in Portuguese) adds a property's
// reservations feed served by a real HTTP server on loopback that this test starts, reads it now, finds the guest's
// card among the member cards, and sees a broken feed's error in words; the page fits a 390 px phone.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { e2eStaffCookie } from '../../fixtures/staff-session';
import { icsFeed, startFeedServer } from '../../fixtures/feed-server';
import { expectNoViolations } from '../support/axe';
import { e2eDatabase } from '../support/e2e-database';
import { lisbonDay } from '../support/shop';
import { newStaffAccount } from '../support/staff';

test.use({ locale: 'pt-PT' });

let feeds: Awaited<ReturnType<typeof startFeedServer>>;
test.beforeAll(async () => {
  feeds = await startFeedServer();
});
test.afterAll(() => feeds?.close());

/** A session of a new account with the `staff` role and a Portuguese backoffice, in the page's context. */
async function signInInPortuguese(page: Page, baseURL: string) {
  const account = await newStaffAccount('feeds');
  const db = e2eDatabase();
  try {
    await db.adminUser.update({ where: { email: account.email }, data: { role: 'staff', locale: 'pt' } });
  } finally {
    await db.$disconnect();
  }
  const cookie = await e2eStaffCookie(baseURL, account);
  await page.context().addCookies([{ ...cookie, url: baseURL }]);
}

/** Adds a feed through the form and waits for its answer. */
async function addFeed(page: Page, property: string, url: string) {
  await page.getByLabel('Alojamento (mostrado nos cartões)').fill(property);
  await page.getByLabel('Endereço do calendário (http ou https)').fill(url);
  await page.getByLabel('Língua dos hóspedes').selectOption('fr');
  await page.getByLabel('Tolerância (horas)').fill('24');
  await page.getByRole('button', { name: 'Adicionar calendário' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Calendário de ${property} adicionado` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: property })).toBeVisible();
}

test("staff add a feed, read it now, see the guest's card among the member cards and a broken feed's error", async ({
  page,
  baseURL,
}) => {
  // Two feeds added and read, the members page, and axe: about 15 s on a quiet machine, far more on a busy 2-core one.
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 8);
  const guest = { name: `Claire Martin ${run}`, email: `feed-guest-${run}@example.com` };
  feeds.answers.set(`/${run}.ics`, {
    body: icsFeed([
      {
        uid: `${run}@rentals.example`,
        name: guest.name,
        email: guest.email,
        arrival: lisbonDay(5),
        departure: lisbonDay(12),
        guests: 2,
      },
      {
        uid: `blocked-${run}@rentals.example`,
        summary: 'Not available',
        arrival: lisbonDay(20),
        departure: lisbonDay(22),
      },
    ]),
  });
  feeds.answers.set(`/${run}-broken.ics`, { body: '<html><body>Entrar</body></html>', type: 'text/html' });
  await signInInPortuguese(page, baseURL!);

  await page.goto('/backoffice/feeds');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendários de reservas' })).toBeVisible();
  // The staff navigation names the page beside the member cards.
  await expect(page.getByRole('link', { name: 'Calendários de reservas' })).toBeVisible();

  const property = `Casa do Mar ${run}`;
  await addFeed(page, property, `${feeds.origin}/${run}.ics`);
  await page.getByRole('button', { name: `Ler agora o calendário de ${property}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Calendário lido' })).toBeVisible();
  const feed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: property }) });
  await expect(feed.getByText('1 reserva · nenhuma sem e-mail · nenhuma recusada')).toBeVisible();
  await expect(feed.getByText('1 cartão de membro segue este calendário')).toBeVisible();
  await expect(feed.getByText(/Erro na última leitura/)).toHaveCount(0);

  await page.goto(`/backoffice/members?q=${encodeURIComponent(guest.email)}`);
  const card = page.getByRole('listitem').filter({ hasText: guest.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(property)).toBeVisible();

  await page.goto('/backoffice/feeds');
  const broken = `Casa Avariada ${run}`;
  await addFeed(page, broken, `${feeds.origin}/${run}-broken.ics`);
  await page.getByRole('button', { name: `Ler agora o calendário de ${broken}` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'o endereço não dá um calendário iCalendar (.ics).' }),
  ).toBeVisible();
  await page.reload();
  const brokenFeed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: broken }) });
  await expect(
    brokenFeed.getByText('Erro na última leitura: o endereço não dá um calendário iCalendar (.ics).'),
  ).toBeVisible();
  await expect(brokenFeed.getByText(/Última leitura sem erros: nunca/)).toBeVisible();
  // The page with a good feed and a broken one, under axe.
  await expectNoViolations(page);
});

test('the feeds page fits a 390 px phone in Portuguese', async ({ page, baseURL }) => {
  // A feed with a long address and an error, so every part of a feed's entry is on the page.
  const db = e2eDatabase();
  try {
    const run = randomUUID();
    await db.bookingFeed.create({
      data: {
        property: `Apartamento Miradouro da Marina de Vilamoura ${run}`,
        url: `https://reservas.example.com/ical/export/propriedades/${run}/calendario-de-reservas.ics?token=${run}`,
        locale: 'pt',
        lastReadAt: new Date(),
        lastError: 'http-503',
      },
    });
  } finally {
    await db.$disconnect();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await signInInPortuguese(page, baseURL!);
  await page.goto('/backoffice/feeds');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendários de reservas' })).toBeVisible();
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.document, 'the page scrolls sideways').toBeLessThanOrEqual(widths.screen);
});
