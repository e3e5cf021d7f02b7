import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createE2ePartner, e2eDatabase } from '../support/e2e-database';
import { lisbonDay } from '../support/shop';
import { staffCookie } from '../support/staff';

// docs/decisions/12-staff-run-directory.md §2 on the production build: the seeded water park (activities/1: weekly 10:00-18:00; 1 July to 31 August
// 10:00-19:00; closed from 16 September to 31 May) follows the season of the guest's day in Lisbon time. The
// browser clock is set, because which week shows and "Open now" are computed in the browser.

test.describe('seasonal opening hours of a seeded park', () => {
  test('a July evening: the summer hours show and it is open until 19:00', async ({ page }) => {
    // Wednesday 15 July 2026, 18:30 in Lisbon (UTC+1): open in summer, closed by the weekly hours (18:00).
    await page.clock.setFixedTime(new Date('2026-07-15T17:30:00Z'));
    await page.goto('/activities/1');
    const hours = page.getByRole('region', { name: 'Opening hours' });
    await expect(hours.getByTestId('open-state')).toHaveText('Open now');
    await expect(hours.getByTestId('current-season')).toHaveText('Now: 1 July – 31 August: 10:00–19:00 every day');
    await expect(hours.getByRole('row', { name: /Wednesday.*today/ })).toContainText('10:00–19:00');
    await expect(hours.getByTestId('seasons')).toContainText('Closed from 16 September to 31 May');
  });

  test('a January noon: the winter closure shows and it is closed', async ({ page }) => {
    // Wednesday 13 January 2027, 12:00 in Lisbon (UTC+0): open by the weekly hours, but the park is closed in winter.
    await page.clock.setFixedTime(new Date('2027-01-13T12:00:00Z'));
    await page.goto('/pt/activities/1');
    const hours = page.getByRole('region', { name: 'Horário' });
    await expect(hours.getByTestId('open-state')).toHaveText('Fechado agora');
    await expect(hours.getByTestId('current-season')).toHaveText('Agora: Encerrado para a época até 31 de maio');
    await expect(hours.getByRole('row', { name: /Quarta-feira/ })).toContainText('Fechado');
  });

  test('a June afternoon: the weekly hours apply between the seasons', async ({ page }) => {
    // Wednesday 10 June 2026, 18:30 in Lisbon: no season, the weekly hours close at 18:00.
    await page.clock.setFixedTime(new Date('2026-06-10T17:30:00Z'));
    await page.goto('/activities/1');
    const hours = page.getByRole('region', { name: 'Opening hours' });
    await expect(hours.getByTestId('open-state')).toHaveText('Closed now');
    await expect(hours.getByTestId('current-season')).toHaveCount(0);
    await expect(hours.getByRole('row', { name: /Wednesday.*today/ })).toContainText('10:00–18:00');
  });

  test('search engines read the seasons with their dates', async ({ page }) => {
    await page.goto('/activities/1');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    const seasonal = jsonLd.openingHoursSpecification.filter((entry: { validFrom?: string }) => entry.validFrom);
    expect(
      seasonal.some(
        (entry: { opens: string; closes: string; validFrom: string }) =>
          entry.opens === '10:00' && entry.closes === '19:00' && entry.validFrom.endsWith('-07-01'),
      ),
    ).toBe(true);
    expect(
      seasonal.some(
        (entry: { opens: string; closes: string; validFrom: string }) =>
          entry.opens === '00:00' && entry.closes === '00:00' && entry.validFrom.endsWith('-09-16'),
      ),
    ).toBe(true);
  });
});

test('guests filtering by town see its description and image (docs/decisions/12-staff-run-directory.md §4)', async ({
  page,
}) => {
  await page.goto('/pt/boat-tours?location=3');
  const town = page.getByRole('region', { name: 'Vilamoura' });
  await expect(town).toContainText('A marina, as praias e o nosso escritório');
  await expect(town.locator('img')).toHaveAttribute('src', /vilamoura/);
  await page.goto('/pt/boat-tours');
  await expect(page.getByRole('region', { name: 'Vilamoura' })).toHaveCount(0);
});

test.describe('the "Open now" filter', () => {
  // Two partners shown in the listings for a while: the specs that count visible partners never run beside this one.
  test.describe.configure({ lock: 'visible-partners' });

  test('is kept in the URL and leaves out a partner in its closed season, whatever the day', async ({
    page,
    baseURL,
  }) => {
    // Eight staff and guest page loads, each rendered on demand: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(120_000);
    // The server filters at the real moment, so the data is made around today in Lisbon: one partner closed from
    // yesterday to tomorrow (closed now, whatever the day of the year) and one closed from in ten days to in twenty
    // (open now), both open 24 hours by their weekly hours.
    const run = randomUUID().slice(0, 6);
    const monthDay = (days: number) => lisbonDay(days).slice(5);
    const db = e2eDatabase();
    const closed = { name: `Closed today ${run}`, seasons: [{ kind: 'closed', from: monthDay(-1), to: monthDay(1) }] };
    const open = { name: `Closed later ${run}`, seasons: [{ kind: 'closed', from: monthDay(10), to: monthDay(20) }] };
    const ids = [
      (await createE2ePartner(db, { categorySlug: 'activities', isVisible: false, ...closed })).id,
      (await createE2ePartner(db, { categorySlug: 'activities', isVisible: false, ...open })).id,
    ];
    // Shown by staff, as in the backoffice: the cached listings are refreshed at once, as after any staff edit.
    await page.context().addCookies([await staffCookie(baseURL!)]);
    const command = async (id: number, button: 'Show' | 'Hide', done: string) => {
      await page.goto(`/backoffice/partners/${id}`);
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
    };
    try {
      for (const id of ids) await command(id, 'Show', 'Shown: guests see it again.');
      await page.goto('/activities');
      await expect(page.getByRole('link', { name: /Aqua Splash Park/ })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(closed.name) })).toBeVisible();
      // The checkbox shows the URL's filters: a click navigates, and the new page shows it ticked.
      await page.getByRole('checkbox', { name: 'Open now' }).click();
      await expect(page).toHaveURL(/\/activities\?open=1$/);
      await expect(page.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
      await expect(page.getByRole('link', { name: new RegExp(open.name) })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(closed.name) })).toHaveCount(0);
      await page.getByRole('checkbox', { name: 'Open now' }).click();
      await expect(page).toHaveURL(/\/activities$/);
      await expect(page.getByRole('link', { name: /Aqua Splash Park/ })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(closed.name) })).toBeVisible();
    } finally {
      // Hidden again by staff (the listings' counts are back), then removed.
      for (const id of ids) await command(id, 'Hide', 'Hidden: guests no longer see it.');
      await db.partner.deleteMany({ where: { id: { in: ids } } });
      await db.$disconnect();
    }
  });
});
