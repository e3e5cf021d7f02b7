import { expect, test } from '@playwright/test';
import { lisbonDate, seasonIncludes } from '@/lib/directory/hours';

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
    await expect(hours.getByTestId('current-season')).toHaveText('Agora: Encerrado de 16 de setembro a 31 de maio');
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

test('the "Open now" filter is kept in the URL and leaves out a park in its closed season', async ({ page }) => {
  await page.goto('/activities');
  await expect(page.getByRole('link', { name: /Aqua Splash Park/ })).toBeVisible();
  // The checkbox shows the URL's filters: a click navigates, and the new page shows it ticked.
  await page.getByRole('checkbox', { name: 'Open now' }).click();
  await expect(page).toHaveURL(/\/activities\?open=1$/);
  await expect(page.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
  // The server filters at the real moment: the park's closure (16 September to 31 May) decides whenever it applies.
  if (seasonIncludes({ from: '09-16', to: '05-31' }, lisbonDate(new Date()))) {
    await expect(page.getByRole('link', { name: /Aqua Splash Park/ })).toHaveCount(0);
  }
  await page.getByRole('checkbox', { name: 'Open now' }).click();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole('link', { name: /Aqua Splash Park/ })).toBeVisible();
});
