import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { staffCookie } from '../support/staff';
import { createE2ePartner, e2eDatabase } from '../support/e2e-database';

// docs/decisions/12-staff-run-directory.md §6: a draft partner is previewed in Next's draft mode by staff only. The draft-mode cookie alone (here
// forged from the build's own preview id, as if it had leaked) must never reveal a draft.

const db = e2eDatabase();
const name = `Draft Lagoon Kayaks ${Date.now().toString(36)}`;
let partnerId: number;
let number: number;

/** The build's draft-mode cookie value (Next's previewModeId), as a leaked or forged cookie would carry it. */
const draftCookie = () => {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), '.next/prerender-manifest.json'), 'utf8')) as {
    preview: { previewModeId: string };
  };
  return `__prerender_bypass=${manifest.preview.previewModeId}`;
};

test.beforeAll(async () => {
  ({ id: partnerId, number } = await createE2ePartner(db, {
    categorySlug: 'activities',
    name,
    isDraft: true,
    descriptionEn: 'Kayak trips on the lagoon.',
    descriptionFr: 'Sorties en kayak sur la lagune.',
    descriptionPt: 'Passeios de caiaque na lagoa.',
  }));
});

test.afterAll(async () => {
  await db.partner.delete({ where: { id: partnerId } });
  await db.$disconnect();
});

async function fresh(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
}

test('anonymous requests never see a draft, with or without a draft-mode cookie', async () => {
  const anonymous = await fresh();
  expect((await anonymous.get(`/activities/${number}`)).status()).toBe(404);

  const start = await anonymous.get(`/api/backoffice/preview?partner=${partnerId}`, { maxRedirects: 0 });
  expect(start.status()).toBe(303);
  expect(start.headers().location).toMatch(/\/backoffice\/login$/);
  expect(start.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');

  const forged = await anonymous.get(`/activities/${number}`, { headers: { cookie: draftCookie() } });
  expect(forged.status()).toBe(404);
  expect(await forged.text()).not.toContain(name);
  await anonymous.dispose();
});

test('a staff session alone (no draft mode) does not show the draft either', async ({ baseURL }) => {
  const staff = await fresh();
  const session = await staffCookie(baseURL!);
  const page = await staff.get(`/activities/${number}`, { headers: { cookie: `${session.name}=${session.value}` } });
  expect(page.status()).toBe(404);
  await staff.dispose();
});

test('staff preview the draft with a banner, and leave the preview', async ({ page, context, baseURL }) => {
  await context.addCookies([await staffCookie(baseURL!)]);
  const missing = await page.request.get('/api/backoffice/preview?partner=99999999', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'Partner not found' });

  await page.goto(`/api/backoffice/preview?partner=${partnerId}`);
  // The staff member's backoffice language picks the page's language: the e2e account reads English (unprefixed).
  await expect(page).toHaveURL(new RegExp(`localhost:\\d+/activities/${number}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'Preview' });
  await expect(banner).toBeVisible();

  await banner.getByRole('link', { name: 'Leave preview' }).click();
  await expect(page).toHaveURL(new RegExp(`localhost:\\d+/activities/${number}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('leaving the preview only goes to a path of this site', async ({ baseURL }) => {
  const anonymous = await fresh();
  for (const to of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
    const exit = await anonymous.get(`/api/backoffice/preview/exit?to=${encodeURIComponent(to)}`, { maxRedirects: 0 });
    expect(exit.status(), to).toBe(303);
    const location = new URL(exit.headers().location, baseURL);
    expect([location.origin, location.pathname], to).toEqual([new URL(baseURL!).origin, '/']);
  }
  await anonymous.dispose();
});
