import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { e2eStaffCookie } from '../../fixtures/staff-session';
import { createE2ePartner, e2eDatabase } from '../support/e2e-database';
import { newStaffAccount } from '../support/staff';

// docs/architecture.md "One action toolkit": a staff form that refuses keeps every field as typed and marks only the
// wrong one, with words about that field; amounts take a decimal comma. In the Portuguese backoffice, in one browser
// context, each form of the table sent once with one wrong field.
test.use({ locale: 'pt-PT' });

/** A field by its name; `name=value` for one checkbox of a group. Text and selects take a string, checkboxes a boolean. */
type Fields = Record<string, string | boolean>;
type FormCase = {
  name: string;
  url: (ids: Ids) => string;
  /** A field only this form of the page has. */
  formWith: string;
  fields: Fields;
  wrong: { field: string; value: string; message: string };
};
type Ids = { partnerId: number };

const run = randomUUID().slice(0, 6);

const forms: FormCase[] = [
  {
    name: 'offer rules: a largest party below the smallest',
    url: ({ partnerId }) => `/backoffice/partners/${partnerId}`,
    formWith: 'maxPartySize',
    fields: {
      stayOnly: true,
      maxCount: '1',
      maxPer: 'day',
      'weekdays=fri': true,
      'weekdays=sat': true,
      blackoutDates: '2026-12-25',
      minPartySize: '6',
    },
    wrong: {
      field: 'maxPartySize',
      value: '4',
      message: 'O número máximo de pessoas não pode ser menor do que o mínimo',
    },
  },
  {
    name: 'offer rules: a date that does not exist',
    url: ({ partnerId }) => `/backoffice/partners/${partnerId}`,
    formWith: 'maxPartySize',
    fields: { maxCount: '1', maxPer: 'day', 'weekdays=mon': true, minPartySize: '2', maxPartySize: '8' },
    wrong: { field: 'blackoutDates', value: '2026-02-30', message: 'Não é uma data válida' },
  },
  {
    name: 'new product: a price with three decimals',
    url: () => '/backoffice/products/new',
    formWith: 'price',
    fields: {
      nameEn: `Kept ${run}`,
      nameFr: `Gardé ${run}`,
      namePt: `Guardado ${run}`,
      categoryPt: 'Presentes',
      descriptionPt: 'Flor de sal de Castro Marim',
      quantity: '7',
      position: '3',
      enabled: false,
    },
    wrong: { field: 'price', value: '12,505', message: 'Um preço em euros, por exemplo 12,50' },
  },
  {
    name: 'new partner: an offer of 150 %',
    url: () => '/backoffice/partners/new',
    formWith: 'offerValue',
    fields: {
      name: `Parceiro ${run}`,
      email: `parceiro-${run}@example.com`,
      phone: '+351 289 000 000',
      address: 'Marina de Vilamoura',
      descriptionPt: 'Peixe grelhado à beira da marina',
      offerLinesPt: '10% de desconto no jantar',
      website: 'https://example.com',
    },
    wrong: {
      field: 'offerValue',
      value: '150',
      message: 'Introduza uma percentagem de 1 a 100, ou um valor em euros como 12,50',
    },
  },
  {
    name: 'member card: a departure before the arrival',
    url: () => '/backoffice/members',
    formWith: 'guestName',
    fields: {
      guestName: `Beatriz ${run}`,
      email: `hospede-${run}@example.com`,
      arrival: '2026-12-10',
      partySize: '4',
      property: 'Casa das Oliveiras',
      locale: 'fr',
    },
    wrong: { field: 'departure', value: '2026-12-01', message: 'A partida não pode ser antes da chegada' },
  },
  {
    name: 'category: a position out of 0-1000',
    url: () => '/backoffice/directory',
    formWith: 'titlePt',
    fields: {
      titlePt: `Gastronomia ${run}`,
      descriptionFr: `Restaurants ${run}`,
      descriptionPt: `Restaurantes ${run}`,
    },
    wrong: { field: 'position', value: '5000', message: 'Introduza um número inteiro de 0 a 1000' },
  },
  {
    name: 'town: an empty name',
    url: () => '/backoffice/directory',
    formWith: 'id',
    fields: { descriptionEn: `Marina ${run}`, descriptionPt: `A marina ${run}` },
    wrong: { field: 'name', value: '', message: 'Este campo é obrigatório' },
  },
  {
    name: 'pickup place: a range that closes before it opens',
    url: () => '/backoffice/pickup-settings',
    formWith: 'slotMinutes',
    fields: {
      address: `Rua Nova ${run}`,
      slotMinutes: '20',
      capacity: '3',
      minNoticeMinutes: '60',
      'opens-1-0': '12:00',
    },
    wrong: { field: 'closes-1-0', value: '09:00', message: 'A hora de fecho tem de ser depois da hora de abertura' },
  },
  {
    name: 'stock change: zero units',
    url: () => '/backoffice/products',
    formWith: 'delta',
    fields: {},
    wrong: { field: 'delta', value: '0', message: 'Introduza uma quantidade diferente de zero' },
  },
  {
    name: 'new pickup place: a name another place has',
    url: () => '/backoffice/pickup-settings',
    formWith: 'municipality',
    fields: { address: `Avenida ${run}`, municipality: '' },
    wrong: { field: 'name', value: 'Vilamoura', message: 'Já existe um local com este nome' },
  },
];

/** The field `key` of `form` (`name=value`: that checkbox of the group). */
function field(form: Locator, key: string) {
  const [name, value] = key.split('=');
  return form.locator(
    value === undefined ? `[name="${name}"]:not([type="hidden"])` : `[name="${name}"][value="${value}"]`,
  );
}

async function fill(form: Locator, key: string, value: string | boolean) {
  const element = field(form, key);
  if (typeof value === 'boolean') return element.setChecked(value);
  if ((await element.evaluate((node) => node.tagName)) === 'SELECT') return void (await element.selectOption(value));
  await element.fill(value);
}

async function expectTyped(form: Locator, key: string, value: string | boolean) {
  const element = field(form, key);
  if (typeof value === 'boolean') await expect(element, key).toBeChecked({ checked: value });
  else await expect(element, key).toHaveValue(value);
}

let context: BrowserContext;
let page: Page;
let ids: Ids;

test.beforeAll(async ({ browser, baseURL }) => {
  const db = e2eDatabase();
  try {
    const account = await newStaffAccount('forms');
    await db.adminUser.update({ where: { email: account.email }, data: { locale: 'pt' } });
    const { id: partnerId } = await createE2ePartner(db, { categorySlug: 'gastronomy', name: `Forms Bistro ${run}` });
    ids = { partnerId };
    const existing = await db.pickupPlace.findFirstOrThrow({ orderBy: { position: 'asc' }, select: { key: true } });
    forms.find((form) => form.formWith === 'municipality')!.wrong.value = existing.key;
    context = await browser.newContext({ locale: 'pt-PT' });
    await context.addCookies([{ ...(await e2eStaffCookie(baseURL!, account)), url: baseURL! }]);
    page = await context.newPage();
  } finally {
    await db.$disconnect();
  }
});

test.afterAll(async () => {
  await context?.close();
});

test('each staff form refused for one field keeps every other field as typed and marks only that one', async () => {
  test.setTimeout(120_000);
  for (const form of forms)
    await test.step(form.name, async () => {
      const url = form.url(ids);
      // Forms of one page follow each other without a reload (a refused form changes nothing).
      if (new URL(page.url()).pathname !== url) await page.goto(url);
      const element = page
        .locator('form')
        .filter({ has: page.locator(`[name="${form.formWith}"]`) })
        .first();
      for (const [key, value] of Object.entries(form.fields)) await fill(element, key, value);
      await fill(element, form.wrong.field, form.wrong.value);
      await element.locator('button[type="submit"]').last().click();

      const wrong = field(element, form.wrong.field);
      await expect(wrong).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await wrong.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(form.wrong.message);
      await expect(element.locator('[aria-invalid="true"]')).toHaveCount(1);
      for (const [key, value] of Object.entries(form.fields)) await expectTyped(element, key, value);
      await expectTyped(element, form.wrong.field, form.wrong.value);
    });
});

test('a price and an offer value typed with a decimal comma are saved', async () => {
  const db = e2eDatabase();
  try {
    await page.goto('/backoffice/products/new');
    const name = `Vírgula ${run}`;
    await page.getByLabel('Nome (Inglês)').fill(name);
    await page.getByLabel('Nome (Francês)').fill(`${name} FR`);
    await page.getByLabel('Nome (Português)').fill(`${name} PT`);
    await page.getByLabel('Preço (EUR)').fill('12,50');
    await page.getByRole('button', { name: 'Criar produto' }).click();
    await expect(page).toHaveURL(/\/backoffice\/products\/edit\/\d+\?created=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Produto criado.' })).toBeVisible();
    const product = await db.product.findFirstOrThrow({ where: { nameEn: name } });
    expect(product.price.toFixed(2)).toBe('12.50');

    await page.goto(`/backoffice/partners/${ids.partnerId}`);
    const partnerForm = page.locator('form').filter({ has: page.locator('[name="offerValue"]') });
    await partnerForm.locator('[name="offerType"]').selectOption('fixed');
    await partnerForm.locator('[name="offerValue"]').fill('12,50');
    await partnerForm.locator('button[type="submit"]').last().click();
    await expect(page.getByRole('status').filter({ hasText: /^Parceiro guardado/ })).toBeVisible();
    const partner = await db.partner.findUniqueOrThrow({ where: { id: ids.partnerId } });
    expect(partner.offerType).toBe('fixed');
    expect(Number(partner.offerValue)).toBe(12.5);
  } finally {
    await db.$disconnect();
  }
});
