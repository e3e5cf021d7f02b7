import { expect, test, type Page } from '@playwright/test';
import { upsertStaffAccount } from '@/lib/staff/auth/accounts';
import pt from '@/messages/pt.json' with { type: 'json' };
import { fillHours, picture } from './directory-admin-helpers';
import { e2eStaffCookie } from '../../fixtures/staff-session';
import { e2eDatabase } from '../support/e2e-database';

// docs/decisions/12-staff-run-directory.md §1, §5, §6: staff run the directory from the backoffice, in Portuguese (the default staff language).
const m = pt.BackofficePartners;
const staff = {
  email: `directory-e2e-${Date.now().toString(36)}@example.com`,
  password: 'directory-e2e-password-2026',
};

test.beforeAll(async () => {
  const db = e2eDatabase();
  await upsertStaffAccount(db, staff.email, staff.password).finally(() => db.$disconnect());
});

async function signInAsStaff(page: Page, baseURL: string) {
  await page.context().addCookies([{ ...(await e2eStaffCookie(baseURL, staff)), url: baseURL }]);
}

// Publishing a partner changes the listings' counts that directory.spec.ts reads: the two never run side by side.
test.describe.configure({ lock: 'visible-partners' });

test('a partnership request becomes a draft, is completed in three languages with hours and seasons, published, edited and hidden', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Tasca E2E ${Date.now().toString(36)}`;
  const db = e2eDatabase();
  await db.partnershipRequest
    .create({
      data: {
        businessName: name,
        contactName: 'Rita',
        email: 'rita@tasca.example',
        phone: '+351 912 345 678',
        businessType: 'restaurants',
        description: 'Peixe grelhado na brasa.',
        locale: 'pt',
      },
    })
    .finally(() => db.$disconnect());
  await signInAsStaff(page, baseURL!);

  // §5: the inbox shows the request's status and turns it into a prefilled draft.
  await page.goto('/backoffice/inbox');
  const entry = page.getByRole('listitem').filter({ hasText: name });
  await expect(entry.getByRole('combobox', { name: m.requestStatus })).toHaveValue('new');
  await entry.getByRole('combobox', { name: m.requestStatus }).selectOption('contacted');
  await entry.getByRole('button', { name: m.saveStatus }).click();
  await expect(entry.getByRole('status')).toHaveText(m.statusSaved);
  await entry.getByRole('button', { name: m.createFromRequest }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(m.createdFromRequest)).toBeVisible();
  await expect(page.getByLabel(m.fields.category)).toHaveValue('gastronomy');
  await expect(page.getByLabel(m.fields.email, { exact: true })).toHaveValue('rita@tasca.example');
  await expect(page.getByLabel(m.fields.description.replace('{language}', 'português'))).toHaveValue(
    'Peixe grelhado na brasa.',
  );
  const path = (await page.getByText(/\/gastronomy\/\d+/).textContent())!.match(/\/gastronomy\/\d+/)![0];

  // A draft is never public.
  expect((await request.get(path)).status()).toBe(404);

  // §1: the shared schema refuses an unsafe link before anything is sent; then staff complete the texts.
  await page.getByLabel(m.fields.website).fill('javascript:alert(1)');
  await page.getByRole('button', { name: m.save }).click();
  await expect(page.getByText(m.errors.url)).toBeVisible();
  await page.getByLabel(m.fields.website).fill('https://tasca.example');
  const texts = {
    inglês: ['Grilled fish over charcoal.', '10% off for members'],
    francês: ['Poisson grillé au charbon.', '10 % de réduction pour les membres'],
    português: ['Peixe grelhado na brasa.', '10% de desconto para membros'],
  };
  for (const [language, [description, offer]] of Object.entries(texts)) {
    await page.getByLabel(m.fields.description.replace('{language}', language)).fill(description);
    await page.getByLabel(m.fields.offerLines.replace('{language}', language)).fill(offer);
  }
  await page.getByLabel(m.fields.offerType).selectOption('percentage');
  await page.getByLabel(m.fields.offerValue).fill('10');
  await page.getByLabel('Vilamoura').check();
  await fillHours(page);
  // §3: two photos and a logo, uploaded at once by the image fields.
  await page
    .getByLabel(pt.BackofficeMedia.choosePhotos)
    .setInputFiles([await picture('terrace.png'), await picture('dish.png')]);
  await expect(page.getByRole('list', { name: pt.BackofficeMedia.photos }).getByRole('listitem')).toHaveCount(2);
  const logo = page.getByRole('group', { name: m.fields.logo, exact: true });
  await logo.getByLabel(pt.BackofficeMedia.chooseImage).setInputFiles(await picture('logo.png'));
  await expect(logo.getByRole('button', { name: pt.BackofficeMedia.removeImage })).toBeVisible();
  await page.getByRole('button', { name: m.save }).click();
  await expect(page.getByRole('status').filter({ hasText: m.saved })).toBeVisible();
  await expect(page.getByText(m.status.complete)).toBeVisible();

  // §6: publish; the guest sees it at once in three languages, in its category, in search and in the sitemap.
  await page.getByRole('button', { name: m.publish }).click();
  await expect(page.getByRole('status').filter({ hasText: m.done.publish })).toBeVisible();
  for (const [prefix, [description]] of [
    ['', texts.inglês],
    ['/fr', texts.francês],
    ['/pt', texts.português],
  ] as const) {
    await page.goto(`${prefix}${path}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(description)).toBeVisible();
  }
  await page.goto('/gastronomy');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();

  // §2: a guest (own browser, English) sees the summer hours in July and the winter closure in January, Open now matching.
  const guest = await browser.newPage();
  await guest.clock.setFixedTime(new Date('2026-07-15T20:30:00Z')); // Wednesday 15 July, 21:30 in Lisbon: summer 10:00-22:00
  await guest.goto(path);
  // The uploaded photos, served from /media through next/image.
  for (const alt of [`${name} logo`, `Photo 1 of ${name}`, `Photo 2 of ${name}`]) {
    await expect(guest.getByRole('img', { name: alt, exact: true })).toHaveAttribute('src', /\/media\//);
  }
  const hours = guest.getByRole('region', { name: 'Opening hours' });
  await expect(hours.getByTestId('open-state')).toHaveText('Open now');
  await expect(hours.getByRole('row', { name: /Wednesday.*today/ })).toContainText('10:00–22:00');
  await guest.clock.setFixedTime(new Date('2027-01-13T12:00:00Z')); // Wednesday 13 January, noon: weekly hours say open, the winter closure wins
  await guest.goto(path);
  await expect(hours.getByTestId('open-state')).toHaveText('Closed now');
  await expect(hours.getByTestId('current-season')).toContainText('Closed for the season until 31 March');
  await guest.close();
  await page.goto(`/pt/all?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${path}<`);

  // Editing the offer shows on the public page without a restart.
  await page.goto('/backoffice/partners');
  await page.getByRole('searchbox', { name: pt.BackofficePartners.filters.search }).fill(name);
  await page.getByRole('button', { name: m.filters.apply }).click();
  await page.getByRole('link', { name }).click();
  await page.getByLabel(m.fields.offerLines.replace('{language}', 'português')).fill('15% de desconto para membros');
  await page.getByRole('button', { name: m.save }).click();
  await expect(page.getByRole('status').filter({ hasText: m.saved })).toBeVisible();
  await page.goto(`/pt${path}`);
  await expect(page.getByText('15% de desconto para membros').first()).toBeVisible();

  // Hiding answers 404; the request can then be marked accepted.
  await page.goto('/backoffice/partners?q=' + encodeURIComponent(name));
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: m.hide }).click();
  await expect(page.getByRole('status').filter({ hasText: m.done.hide })).toBeVisible();
  expect((await request.get(path)).status()).toBe(404);
  await page.goto('/backoffice/inbox');
  await expect(entry.getByRole('link', { name: m.openPartner })).toBeVisible();
});

test('the partner list filters by draft and flags missing languages', async ({ page, baseURL }) => {
  await signInAsStaff(page, baseURL!);
  await page.goto('/backoffice/partners/new');
  const name = `Draft E2E ${Date.now().toString(36)}`;
  await page.getByLabel(m.fields.name, { exact: true }).fill(name);
  await page.getByLabel(m.fields.category).selectOption('chef-at-home');
  await page.getByLabel(m.fields.description.replace('{language}', 'inglês')).fill('Private chef');
  await page.getByLabel(m.fields.offerType).selectOption('other');
  await page.getByRole('button', { name: m.create }).click();
  await expect(page.getByText(m.createdDraft)).toBeVisible();
  await page.goto('/backoffice/partners?draft=draft');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText(m.status.draft)).toBeVisible();
  await expect(row.getByText(m.status.missing.replace('{languages}', 'FR, PT'))).toBeVisible();
  await page.goto('/backoffice/partners?draft=published');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
