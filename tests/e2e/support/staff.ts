import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { hashPassword } from '@/lib/staff/auth/password';
import { e2eStaffCookie } from '../../fixtures/staff-session';
import { e2eDatabase } from './e2e-database';
import { addToCart, choosePickupSlot, guestEmail } from './shop';

/** The staff account the e2e server's seed creates (playwright.config.ts passes it as ADMIN_EMAIL/PASSWORD). */
export const e2eAdmin = { email: 'staff-e2e@example.com', password: 'e2e-staff-password-2026' };
/** A second account (scripts/e2e-server.ts creates it) whose second factor the two-factor tests turn on. */
export const e2eTwoFactorAdmin = { email: 'staff-2fa-e2e@example.com', password: 'e2e-2fa-staff-password-2026' };

const OWN_STAFF_PASSWORD = 'e2e-own-staff-password-2026';
let ownStaffHash: Promise<string> | undefined;

/**
 * A staff account of the calling test's own, with a backoffice in `locale` (English unless asked), created in the e2e
 * database: no test's sign-ins, lockouts, logouts or settings reach another's.
 */
export async function newStaffAccount(
  name = 'staff',
  locale: 'en' | 'fr' | 'pt' = 'en',
): Promise<{ email: string; password: string }> {
  const account = { email: `${name}-${randomUUID().slice(0, 8)}@example.com`, password: OWN_STAFF_PASSWORD };
  const db = e2eDatabase();
  try {
    // One argon2 hash per worker for the shared password: hashing per test costs seconds on a busy machine.
    ownStaffHash ??= hashPassword(OWN_STAFF_PASSWORD);
    await db.adminUser.create({
      data: { email: account.email, passwordHash: await ownStaffHash, role: 'admin', locale },
    });
  } finally {
    await db.$disconnect();
  }
  return account;
}

/**
 * Signs in through the login page (in English: the browser asks for en-GB) and waits for the dashboard, whatever
 * the account's backoffice language (accounts that tests create read it in Portuguese, docs/decisions/12-staff-run-directory.md §7). Without an
 * account, a new one of the test's own (newStaffAccount); returns the account used.
 */
export async function signIn(page: Page, account?: { email: string; password: string }) {
  const { email, password } = account ?? (await newStaffAccount());
  await page.goto('/backoffice/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/backoffice$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { email, password };
}

let counter = 0;
/**
 * Creates an enabled product through the staff form; returns its id and English name. `beforeSubmit` fills more of
 * the form (e.g. photos) before it is sent.
 */
export async function createProductViaForm(
  page: Page,
  {
    stock = 5,
    price = '9.90',
    beforeSubmit,
  }: { stock?: number; price?: string; beforeSubmit?: (page: Page) => Promise<void> } = {},
) {
  counter += 1;
  const name = `E2E product ${Date.now().toString(36)}-${counter}`;
  await page.goto('/backoffice/products/new');
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Name (French)').fill(`${name} FR`);
  await page.getByLabel('Name (Portuguese)').fill(`${name} PT`);
  await page.getByLabel('Category (English)').fill('Gifts');
  await page.getByLabel('Price (EUR)').fill(price);
  await page.getByLabel('Stock').fill(String(stock));
  await beforeSubmit?.(page);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/backoffice\/products\/edit\/\d+\?created=1$/);
  await expect(page.getByRole('status').filter({ hasText: /^(Product created\.|Produto criado\.)$/ })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  return { id, name };
}

/**
 * Places a cash pickup order for one unit of a product through the public checkout, under `email` (by default one
 * of the calling test's own), at a pickup slot chosen by choosePickupSlot's `pick`; returns the order number and the
 * slot (Lisbon date and time).
 */
export async function placeOrderFor(
  page: Page,
  product: { id: number; name: string },
  email = guestEmail('rui.costa'),
  pick: 'any' | 'soonest' = 'any',
) {
  await addToCart(page, { id: product.id, en: product.name });
  await page.goto('/checkout');
  const fields = { 'First name': 'Rui', 'Last name': 'Costa', 'E-mail': email, Phone: '+351 913 000 000' };
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  const slot = await choosePickupSlot(page, undefined, pick);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Complete' })).toBeVisible();
  return { orderNumber: (await page.getByTestId('order-number').textContent())!, slot };
}

/**
 * A live session cookie, signed in through the server's Auth.js endpoints (no login page), for `addCookies`: of
 * `account`, by default a new account of the calling test's own.
 */
export async function staffCookie(baseURL: string, account?: { email: string; password: string }) {
  const cookie = await e2eStaffCookie(baseURL, account ?? (await newStaffAccount()));
  return { ...cookie, url: baseURL };
}

/**
 * Puts a prepared staff session in `page`'s browser (staffCookie), for a test that does not check signing in: the
 * login form is proved in tests/e2e/staff/backoffice.spec.ts, backoffice-two-factor.spec.ts and first-run.spec.ts.
 * Navigates nowhere. Without an account, a new one of the test's own; returns the account used.
 */
export async function startStaffSession(page: Page, account?: { email: string; password: string }) {
  const used = account ?? (await newStaffAccount());
  await page.context().addCookies([await staffCookie(test.info().project.use.baseURL!, used)]);
  return used;
}
