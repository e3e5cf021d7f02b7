import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cardLinkToken } from '@/lib/membership/cards/card-link';
import { expectNoViolations } from '../support/axe';
import { createE2ePartner, e2eDatabase } from '../support/e2e-database';
import { staffCookie } from '../support/staff';

// docs/membership.md "Open during my stay": the listings for a stay's dates show the partners open on one of them,
// each with its open days and its offer days, on a phone, with and without JavaScript, and from a stay card's page.
// The listing's dates are fixed (2027; the card's far ahead): the listing reads no clock for a range.

const db = e2eDatabase();
const run = Date.now().toString(36);
const name = `Spa Estadia ${run}`;
let partnerId: number;

test.use({ viewport: { width: 390, height: 844 } });
// Its partner is visible until afterAll: the specs that count the visible partners never run beside it.
test.describe.configure({ lock: 'visible-partners' });

/** Shows or hides the partner as staff do (its page in the backoffice), so the cached listings refresh at once. */
async function staffShows(browser: Browser, baseURL: string, button: 'Show' | 'Hide') {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([await staffCookie(baseURL)]);
  const page = await context.newPage();
  await page.goto(`/backoffice/partners/${partnerId}`);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: button === 'Show' ? 'Shown' : 'Hidden' })).toBeVisible();
  await context.close();
}

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(60_000);
  ({ id: partnerId } = await createE2ePartner(db, {
    isVisible: false,
    categorySlug: 'wellness',
    name,
    // Closed on Mondays, closed for the season from 5 January to 10 February; its offer not on Portugal Day.
    openingHours: Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
        day,
        day === 'mon' ? { kind: 'closed' } : { kind: 'ranges', ranges: [{ open: '10:00', close: '19:00' }] },
      ]),
    ),
    seasons: [{ kind: 'closed', from: '01-05', to: '02-10' }],
    offerRules: { blackoutDates: ['2027-06-10'] },
  }));
  await staffShows(browser, testInfo.project.use.baseURL!, 'Show');
});

test.afterAll(async ({ browser }, testInfo) => {
  await staffShows(browser, testInfo.project.use.baseURL!, 'Hide');
  await db.memberCard.deleteMany({ where: { email: { contains: `stay-${run}` } } });
  await db.partner.delete({ where: { id: partnerId } });
  await db.$disconnect();
});

/** The days (`dateTime` of each <time>) the partner's card lists after `label`. */
async function listedDays(page: Page, label: string): Promise<string[]> {
  const card = page.getByRole('article').filter({ hasText: name });
  const entry = card.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
  return entry.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
}

test('a guest in Portuguese picks the stay on a phone: the season closure, Mondays and a blackout holiday are shown', async ({
  page,
}) => {
  await page.goto(`/pt/all?q=${encodeURIComponent(name)}`);
  const filters = page.getByRole('search', { name: 'Filtrar parceiros' });
  const stay = filters.getByRole('group', { name: 'A minha estadia' });
  // Across Portugal Day (Thursday 10 June 2027, a public holiday) and a Monday. The first day is picked again until the
  // form has taken it (the second day's earliest is then the first): a pick made before the page runs is not seen.
  const until = stay.getByLabel('Até', { exact: true });
  await expect(async () => {
    // Emptied first: the same value again is no change to the page.
    await stay.getByLabel('De', { exact: true }).fill('');
    await stay.getByLabel('De', { exact: true }).fill('2027-06-06');
    await expect(until).toHaveAttribute('min', '2027-06-06', { timeout: 1_000 });
  }).toPass();
  await until.fill('2027-06-12');
  await expect(page).toHaveURL(/from=2027-06-06&to=2027-06-12/);
  await expect(page.getByRole('status')).toHaveText('1 parceiro');
  expect(await listedDays(page, 'Aberto:')).toEqual([
    '2027-06-06',
    '2027-06-08',
    '2027-06-09',
    '2027-06-10',
    '2027-06-11',
    '2027-06-12',
  ]);
  expect(await listedDays(page, 'Oferta de membro:')).toEqual([
    '2027-06-06',
    '2027-06-08',
    '2027-06-09',
    '2027-06-11',
    '2027-06-12',
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page);

  // The end of the seasonal closure: open from 11 February (Thursday) only.
  await stay.getByLabel('De', { exact: true }).fill('2027-02-08');
  await expect(page).toHaveURL(/from=2027-02-08&to=2027-06-12/);
  await stay.getByLabel('Até', { exact: true }).fill('2027-02-13');
  await expect(page).toHaveURL(/from=2027-02-08&to=2027-02-13/);
  await expect.poll(() => listedDays(page, 'Aberto:')).toEqual(['2027-02-11', '2027-02-12', '2027-02-13']);

  // A stay wholly inside the closure: the partner is not listed. Reloaded, the range is still the page's.
  await page.goto(`/pt/all?q=${encodeURIComponent(name)}&from=2027-01-20&to=2027-01-27`);
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Nenhum parceiro');
  await expect(stay.getByLabel('De', { exact: true })).toHaveValue('2027-01-20');
});

test('without JavaScript, in French: the form sends the dates and the listing answers', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/fr/wellness`);
  const filters = page.getByRole('search', { name: 'Filtrer les partenaires' });
  await filters.getByRole('searchbox').fill(name);
  await filters.getByLabel('Du', { exact: true }).fill('2027-06-09');
  await filters.getByLabel('Au', { exact: true }).fill('2027-06-10');
  await filters.getByRole('button', { name: 'Afficher les résultats' }).click();
  await expect(page).toHaveURL(/from=2027-06-09&to=2027-06-10/);
  expect(await listedDays(page, 'Ouvert\u00a0:')).toEqual(['2027-06-09', '2027-06-10']);
  expect(await listedDays(page, 'Offre membre\u00a0:')).toEqual(['2027-06-09']);
  await context.close();
});

test("a stay card's page links to the listing for its own dates", async ({ page }) => {
  const card = await db.memberCard.create({
    data: {
      guestName: 'Joana Estadia',
      email: `stay-${run}-${randomUUID().slice(0, 6)}@example.com`,
      locale: 'en',
      // A stay far ahead, so the card is never past whatever the day the test runs.
      arrival: new Date('2099-06-06T00:00:00Z'),
      departure: new Date('2099-06-12T00:00:00Z'),
      partySize: 2,
    },
  });
  await page.goto(`/card/${cardLinkToken(card.id)}`);
  await page.getByRole('link', { name: 'Partners open during my stay' }).click();
  await expect(page).toHaveURL(/\/all\?from=2099-06-06&to=2099-06-12$/);
  await expect(page.getByRole('article').filter({ hasText: name })).toContainText('Member offer:');
});
