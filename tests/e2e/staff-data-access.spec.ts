// Issue 11 §1: no staff data without a live staff session, proven from outside against the production build. Every
// staff page and staff route handler is found in the app/ tree at test time, so a page added later is covered
// without editing this file. Each is requested as a document, an RSC request and a prefetch, with canonical and
// odd ids, by an anonymous client and with an expired token, a token kept after Logout and a disabled account's
// token. No answer may contain the guest's e-mail address or any order number.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser } from '@playwright/test';
import { decode, encode } from 'next-auth/jwt';
import { upsertAdmin } from '@/lib/auth/admin-accounts';
import { SESSION_COOKIE, TEST_SECRET } from '../fixtures/staff-session';
import { signIn } from './backoffice-helpers';
import { e2eDatabase } from './e2e-database';

// playwright.config.ts gives the e2e server and the tests one random secret per run.
const COOKIE = SESSION_COOKIE;
const SECRET = TEST_SECRET;
const canaryEmail = `leak-canary-${randomUUID().slice(0, 8)}@example.com`;

/** Staff pages (app/backoffice, the login page aside) and staff route handlers (app/api/backoffice), as URL patterns. */
function staffRoutes(): string[] {
  const found: string[] = [];
  const walk = (dir: string, file: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, file);
      else if (entry.name === file) {
        const segments = path.relative('app', dir).split(path.sep).filter((segment) => !/^\(.*\)$/.test(segment));
        found.push(`/${segments.join('/')}`);
      }
    }
  };
  walk('app/backoffice', 'page.tsx');
  walk('app/api/backoffice', 'route.ts');
  return found.filter((route) => route !== '/backoffice/login');
}

/** Every canonical id, and odd spellings of the first (`1.0`, `01`, `%2E`...), for each dynamic segment. */
function expand(route: string, ids: number[]): string[] {
  if (!/\[[^\]]+\]/.test(route)) return [route];
  const [first] = ids;
  const values = [...ids.map(String), `${first}.0`, `0${first}`, `${first}e0`, `%2B${first}`, `${first}%2E`, '%2E', `%20${first}`];
  return [...new Set(values)].flatMap((value) => expand(route.replace(/\[[^\]]+\]/, value), ids));
}

const modes = {
  document: {},
  rsc: { RSC: '1' },
  prefetch: { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
} as const;

/** Signs in through the login page in a new context and returns the session cookie's value. */
async function sessionCookie(browser: Browser, credentials?: { email: string; password: string }, then?: 'logout') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, credentials);
  const value = (await context.cookies()).find((cookie) => cookie.name === COOKIE)?.value;
  expect(value, 'a session cookie after sign-in').toBeTruthy();
  if (then === 'logout') {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  }
  await context.close();
  return value!;
}

/**
 * GET that follows redirects like `curl -L` but keeps every header (the session cookie, RSC) on each hop: Next
 * answers an RSC request without its `_rsc` parameter with a redirect that adds it, and a refused request is sent
 * on to the sign-in page.
 */
async function get(url: string, headers: Record<string, string>) {
  let response = await api.get(url, { headers, maxRedirects: 0 });
  for (let hop = 0; hop < 5 && response.status() >= 300 && response.status() < 400; hop += 1) {
    response = await api.get(response.headers().location, { headers, maxRedirects: 0 });
  }
  return response;
}

const db = e2eDatabase();
let ids: number[] = [];
let orderNumbers: string[] = [];
let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  const order = await db.order.create({
    data: {
      orderNumber: `CD${Date.now().toString(36).toUpperCase()}LEAK1`, customerName: 'Leak Canary', customerEmail: canaryEmail,
      customerPhone: '+351 900 000 001', customerAddress: 'Rua 1', customerCity: 'Faro', customerPostalCode: '8000-001',
      customerCountry: 'Portugal', pickupLocation: 'vilamoura-office', pickupDate: new Date(), pickupTime: '10:00',
      totalAmount: '6.50', idempotencyKey: randomUUID(), items: { create: { productName: 'Flor de Sal', productPrice: '6.50', quantity: 1, subtotal: '6.50' } },
      emails: { create: { template: 'order-new', to: canaryEmail, subject: 'Your order', html: `<p>${canaryEmail}</p>`, text: canaryEmail, status: 'captured' } },
    },
    include: { emails: true },
  });
  const contact = await db.contactMessage.create({ data: { name: 'Leak Canary', email: canaryEmail, subject: 'Hello', message: 'Hi' } });
  const product = await db.product.findFirstOrThrow({ select: { id: true } });
  ids = [...new Set([order.id, order.emails[0].id, contact.id, product.id])];
  orderNumbers = (await db.order.findMany({ select: { orderNumber: true } })).map((row) => row.orderNumber);
  api = await playwrightRequest.newContext({ baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await db.$disconnect();
});

test('every staff route refuses staff data to anonymous, expired, logged-out and disabled sessions', async ({ browser }) => {
  test.setTimeout(300_000);
  const live = await sessionCookie(browser);
  const token = await decode({ token: live, secret: SECRET, salt: COOKIE });
  expect(token?.sub, 'the test reads the server secret').toBeTruthy();
  const expired = await encode({ token: { ...token, expiresAt: Date.now() - 60_000 }, secret: SECRET, salt: COOKIE });
  const loggedOut = await sessionCookie(browser, undefined, 'logout');
  const disabledAccount = { email: `disabled-${randomUUID().slice(0, 8)}@example.com`, password: 'disabled-staff-password-2026' };
  const disabledId = (await upsertAdmin(db, disabledAccount.email, disabledAccount.password)).id;
  const disabled = await sessionCookie(browser, disabledAccount);
  await db.adminUser.update({ where: { id: disabledId }, data: { disabled: true } });

  const today = new Date().toISOString().slice(0, 10);
  const urls = staffRoutes().flatMap((route) => expand(route, ids)).map((url) => (url.startsWith('/api/') ? `${url}?from=${today}&to=${today}` : url));
  expect(urls.length).toBeGreaterThan(30);
  const sessions = { anonymous: undefined, expired, loggedOut, disabled } as const;
  const leaks: string[] = [];
  const jobs = urls.flatMap((url) =>
    Object.entries(sessions).flatMap(([session, cookie]) =>
      Object.entries(modes).map(([mode, headers]) => async () => {
        const response = await get(url, { ...headers, ...(cookie ? { Cookie: `${COOKIE}=${cookie}` } : {}) });
        const body = (await response.text()).toLowerCase();
        const found = [canaryEmail, ...orderNumbers].filter((secret) => body.includes(secret.toLowerCase()));
        if (found.length > 0 || response.status() >= 500) leaks.push(`${session} ${mode} ${url} -> ${response.status()} ${found.join(', ')}`);
      }),
    ),
  );
  for (let start = 0; start < jobs.length; start += 8) await Promise.all(jobs.slice(start, start + 8).map((job) => job()));
  console.log(`staff data access: ${jobs.length} requests to ${urls.length} staff URLs`);
  expect(leaks).toEqual([]);

  // The control: the same requests with a live session do reach the data, so the check above can fail.
  const order = await get(`/backoffice/orders/edit/${ids[0]}`, { ...modes.rsc, Cookie: `${COOKIE}=${live}` });
  expect(await order.text(), `HTTP ${order.status()} ${order.headers().location ?? ''}`).toContain(canaryEmail);
});

test('staff ids are canonical numbers: odd spellings are not found, even signed in', async ({ browser }) => {
  const live = await sessionCookie(browser);
  const headers = { Cookie: `${COOKIE}=${live}` };
  const canonical = await api.get(`/backoffice/orders/edit/${ids[0]}`, { headers, maxRedirects: 0 });
  expect(canonical.status()).toBe(200);
  expect(await canonical.text()).toContain(canaryEmail);
  for (const odd of [`${ids[0]}.0`, `0${ids[0]}`, `${ids[0]}e0`, '%2E', `%2B${ids[0]}`]) {
    // `%2E` is a dot segment: the URL is normalized (a redirect to /backoffice/orders/edit) before it is not found.
    const response = await get(`/backoffice/orders/edit/${odd}`, headers);
    expect(response.status(), odd).toBe(404);
    expect(await response.text(), odd).not.toContain(canaryEmail);
  }
});
