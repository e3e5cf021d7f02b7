import { expect, test, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { startStaffSession } from '../support/staff';
import { e2eDatabase } from '../support/e2e-database';
import { lisbonDay } from '../support/shop';

// docs/decisions/16-insights.md: first-party insights, from the guest's browser to the backoffice. Other specs browse the same server
// with a desktop Chrome user agent, so figures are compared with what the database held before, never as totals.
type Messages = {
  BackofficeInsights: { title: string; partner: { title: string } };
  PartnerReport: { figures: Record<string, string> };
};
/** The staff member's backoffice texts (messages/<locale>.json). */
const staffMessages = (locale: string): Messages =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const isBeacon = (name: string, path?: string) => (request: Request) =>
  request.url().endsWith('/api/insights') &&
  (request.postData() ?? '').includes(`"n":"${name}"`) &&
  (!path || (request.postData() ?? '').includes(`"p":"${path}"`));

/** Opens `path` and waits for the page view's beacon (the script loads once the page is idle). */
async function visit(page: Page, path: string) {
  const beacon = page.waitForRequest(isBeacon('pageview', path));
  await page.goto(path);
  await beacon;
}

test('visits in three languages and an external booking click show up on Insights and in the partner’s figures', async ({
  page,
}) => {
  test.slow(); // five public pages, the sign-in and three staff pages
  const db = e2eDatabase();
  const partner = await db.partner.findUniqueOrThrow({
    where: { categorySlug_number: { categorySlug: 'boat-tours', number: 1 } },
  });
  const external = await db.partner.findUniqueOrThrow({
    where: { categorySlug_number: { categorySlug: 'boat-tours', number: 2 } },
  });
  const count = (partnerId: number, name: string) => db.insightEvent.count({ where: { partnerId, name } });
  const [viewsBefore, clicksBefore] = await Promise.all([
    count(partner.id, 'pageview'),
    count(external.id, 'external-booking-click'),
  ]);

  for (const path of ['/boat-tours/1', '/fr/boat-tours/1', '/pt/boat-tours/1']) await visit(page, path);
  // The external booking page is elsewhere: answered here so the test stays offline.
  await page
    .context()
    .route('https://booking.benagilexplorer.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'booking' }),
    );
  // The Portuguese listing, by its path (a visit does not save the language).
  await visit(page, '/pt/boat-tours');
  const click = page.waitForRequest(isBeacon('external-booking-click'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: new RegExp(external.name) }).click();
  await click;
  await (await popup).close();

  // Written in batches every second.
  await expect.poll(() => count(partner.id, 'pageview')).toBeGreaterThanOrEqual(viewsBefore + 3);
  await expect.poll(() => count(external.id, 'external-booking-click')).toBe(clicksBefore + 1);

  const account = await startStaffSession(page);
  const staff = await db.adminUser.findUniqueOrThrow({ where: { email: account.email }, select: { locale: true } });
  const messages = staffMessages(staff.locale);
  await page.goto('/backoffice/insights');
  await expect(page.getByRole('heading', { level: 1, name: messages.BackofficeInsights.title })).toBeVisible();
  await expect(page.getByTestId('insights-views')).not.toHaveText('0');
  await expect(page.getByRole('cell', { name: '/boat-tours/1', exact: true })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: partner.name, exact: true }) })
    .first();
  await expect(row).toBeVisible();
  // Columns: name, views, en, fr, pt, then referrer classes.
  const cells = (await row.getByRole('cell').allTextContents()).map(Number);
  expect(cells[1]).toBeGreaterThanOrEqual(3);
  for (const language of [2, 3, 4]) expect(cells[language]).toBeGreaterThanOrEqual(1);

  await page.getByRole('link', { name: partner.name, exact: true }).first().click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: messages.BackofficeInsights.partner.title.replace('{name}', partner.name),
    }),
  ).toBeVisible();
  const month = lisbonDay().slice(0, 7);
  await page.goto(`/backoffice/insights/partners/${partner.id}?month=${month}`);
  const views = page.getByRole('row', { name: new RegExp(`^${messages.PartnerReport.figures.views}`) }).first();
  await expect(views).toBeVisible();
  expect(Number((await views.getByRole('cell').nth(1).textContent()) ?? 0)).toBeGreaterThanOrEqual(3);
  await page.goto(`/backoffice/insights/partners/${external.id}?month=${month}`);
  const clicks = page
    .getByRole('row', { name: new RegExp(`^${messages.PartnerReport.figures.externalClicks.replace(/[()]/g, '.')}`) })
    .first();
  await expect(clicks.getByRole('cell').nth(1)).toHaveText(String(clicksBefore + 1));
  await db.$disconnect();
});

test('a bot user agent and a browser sending Do Not Track are not counted', async ({ browser }) => {
  const db = e2eDatabase();
  const bot = await browser.newContext({ userAgent: BOT });
  const dnt = await browser.newContext({ extraHTTPHeaders: { DNT: '1' } });
  const guest = await browser.newContext();
  try {
    // Paths unique to this run: a retry or a second run on the same database starts from zero.
    const [botPath, dntPath, countedPath] = ['bot', 'dnt', 'counted'].map(
      (kind) => `/${kind}-visit-e2e-${Date.now().toString(36)}`,
    );
    await visit(await bot.newPage(), botPath);
    await visit(await dnt.newPage(), dntPath);
    // The control, sent after both: once it is written, so would they have been.
    await visit(await guest.newPage(), countedPath);
    await expect.poll(() => db.insightEvent.count({ where: { path: countedPath } })).toBe(1);
    expect(await db.insightEvent.count({ where: { path: { in: [botPath, dntPath] } } })).toBe(0);
  } finally {
    await Promise.all([bot.close(), dnt.close(), guest.close(), db.$disconnect()]);
  }
});
