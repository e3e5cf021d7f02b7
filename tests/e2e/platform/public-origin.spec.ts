// docs/deploy.md "The public origin": behind nginx, under a host name that is not the one the server was started on,
// every redirect and every e-mailed link names SITE_URL. The browser resolves the public name to the loopback
// address (Chromium's host resolver rules), goes through the staff sign-in redirects and follows the links of the
// captured e-mails: the guest's order status, and the partner's invitation and one-time sign-in link, which lands on
// the counter in the partner's language.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createPrismaClient, type Db } from '@/lib/db';
import { findServerActionId, orderNumberIn, placeOrderBody, serverActionHeaders } from '@/scripts/lib/bench-orders';
import { startCluster, type Cluster } from '@/scripts/lib/cluster';
import { createTestProduct } from '../../fixtures/orders';
import { createE2ePartner } from '../support/e2e-database';
import { e2eAdmin } from '../support/staff';

// Apart from cluster.spec.ts's ports (CLUSTER_PORT to +50): nginx on +60 to +62, the apps on +71 and +72.
const basePort = Number(process.env.CLUSTER_PORT ?? 3400) + 60;
const publicOrigin = `http://rewards.test:${basePort}`;
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

let cluster: Cluster;
let db: Db;
let browser: Browser;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  process.env.ADMIN_EMAIL = e2eAdmin.email;
  process.env.ADMIN_PASSWORD = e2eAdmin.password;
  // E-mails are captured (no SMTP_URL): the sender renders and stores each one, as staff read them.
  cluster = await startCluster({
    basePort,
    redis: false,
    insightsListener: false,
    env: { SITE_URL: publicOrigin, OUTBOX_INTERVAL_MS: '300' },
  });
  db = createPrismaClient(cluster.databaseUrl);
  await db.adminUser.updateMany({ data: { locale: 'en' } });
  const launchOptions = test.info().project.use.launchOptions ?? {};
  browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP rewards.test 127.0.0.1`],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await db?.$disconnect();
  await cluster?.stop();
});

/**
 * A browser context on the public origin that records every redirect of a page load: the response's URL and where
 * its Location header points, resolved against that URL.
 */
async function publicContext(locale: string) {
  const context = await browser.newContext({ baseURL: publicOrigin, locale, viewport: { width: 390, height: 844 } });
  const redirects: { from: string; to: string }[] = [];
  context.on('response', (response) => {
    const location = response.headers()['location'];
    if (response.status() >= 300 && response.status() < 400 && location)
      redirects.push({ from: response.url(), to: new URL(location, response.url()).toString() });
  });
  return { context, redirects };
}

/** Every redirect recorded pointed at the public origin, and the page is there too. */
function expectOnPublicOrigin(page: Page, redirects: { from: string; to: string }[]) {
  for (const redirect of redirects) expect(new URL(redirect.to).origin, JSON.stringify(redirect)).toBe(publicOrigin);
  expect(new URL(page.url()).origin).toBe(publicOrigin);
}

/** The newest captured e-mail to `to` of `template`, once rendered, and the first link in it matching `link`. */
async function linkFromEmail(to: string, template: string, link: RegExp): Promise<string> {
  let url: string | undefined;
  await expect(async () => {
    const email = await db.outboxEmail.findFirst({ where: { to, template }, orderBy: { id: 'desc' } });
    url = email?.html?.match(link)?.[0].replace(/&amp;/g, '&');
    expect(url).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return url!;
}

/**
 * A POST through nginx to `path` under the public name (the request goes to the loopback address with the public
 * Host, as the name's DNS would send it): its status and body.
 */
function postToPublicName(path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      `http://127.0.0.1:${basePort}${path}`,
      {
        method: 'POST',
        headers: { ...headers, host: new URL(publicOrigin).host, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}

test('staff: a backoffice link sends the signed-out member to the sign-in and back, on the public origin', async () => {
  const { context, redirects } = await publicContext('en-GB');
  const page = await context.newPage();
  await page.goto('/backoffice/orders');
  await expect(page).toHaveURL(`${publicOrigin}/backoffice/login?callbackUrl=%2Fbackoffice%2Forders`);
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // argon2 on a busy machine: the sign-in may take a while.
  await expect(page).toHaveURL(`${publicOrigin}/backoffice/orders`, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(redirects.length).toBeGreaterThan(0);
  expectOnPublicOrigin(page, redirects);
  await closeAll(context);
});

test("guest: the order e-mail's status link opens the order on the public origin, in the guest's language", async () => {
  // The order is placed through nginx under the public name the way the checkout does (its server action), not in
  // the browser: the checkout's crypto.randomUUID needs a secure context, which plain http off localhost is not.
  const product = await createTestProduct(db);
  const actionId = await findServerActionId('.next', 'lib/shop/actions.ts', 'placeOrder');
  expect(actionId).toBeTruthy();
  const idempotencyKey = randomUUID();
  const answer = await postToPublicName(
    '/checkout',
    serverActionHeaders(actionId!, publicOrigin),
    placeOrderBody(product.id, idempotencyKey),
  );
  const orderNumber = orderNumberIn(answer.text);
  expect(orderNumber, `HTTP ${answer.status}: ${answer.text.slice(-300)}`).toBeTruthy();
  const email = `bench-${idempotencyKey.slice(0, 12)}@example.com`;
  const link = await linkFromEmail(email, 'order-new', /https?:\/\/[^"]+\/checkout\/complete\/[^"]+/);
  expect(new URL(link).origin).toBe(publicOrigin);

  // On the guest's phone, in Portuguese: the unprefixed (English) link is negotiated to /pt.
  const phone = await publicContext('pt-PT');
  const page = await phone.context.newPage();
  await page.goto(link);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber!);
  expect(phone.redirects.length).toBeGreaterThan(0);
  expectOnPublicOrigin(page, phone.redirects);
  expect(new URL(page.url()).pathname).toBe(`/pt/checkout/complete/${orderNumber}`);
  await closeAll(phone.context);
});

test("partner: the invitation and the one-time sign-in link land on the counter in the partner's language, on the public origin", async () => {
  const run = Date.now().toString(36);
  const { id: partnerId } = await createE2ePartner(db, { categorySlug: 'gastronomy', name: `Origin Bistro ${run}` });
  const partnerEmail = `counter-${run}@example.com`;

  // Staff's invitation: sent from the backoffice, it links to the counter's sign-in page on the public origin.
  const staff = await publicContext('en-GB');
  const staffPage = await staff.context.newPage();
  await staffPage.goto('/backoffice/login');
  await staffPage.getByLabel('Email').fill(e2eAdmin.email);
  await staffPage.getByLabel('Password').fill(e2eAdmin.password);
  await staffPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(staffPage).toHaveURL(`${publicOrigin}/backoffice`, { timeout: 60_000 });
  await staffPage.goto(`/backoffice/partners/${partnerId}`);
  await staffPage.getByLabel('Address to invite').fill(partnerEmail);
  await staffPage.getByLabel('Language of their e-mails').selectOption('fr');
  await staffPage.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(staffPage.getByText(`Invitation sent to ${partnerEmail}.`)).toBeVisible();
  const invitation = await linkFromEmail(partnerEmail, 'partner-invitation', /https?:\/\/[^"]+\/partner\/login/);
  expect(new URL(invitation).origin).toBe(publicOrigin);
  expectOnPublicOrigin(staffPage, staff.redirects);

  // The partner user reads French: it asks for its link on the French sign-in page and opens it from the e-mail.
  const counter = await publicContext('fr-FR');
  const page = await counter.context.newPage();
  await page.goto('/fr/partner/login');
  await page.getByLabel('E-mail').fill(partnerEmail);
  await page.getByRole('button', { name: 'M’envoyer un lien de connexion' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultez vos e-mails');
  const signInLink = await linkFromEmail(
    partnerEmail,
    'partner-sign-in',
    /https?:\/\/[^"]+\/api\/partner-auth\/callback\/nodemailer\?[^"]+/,
  );
  expect(new URL(signInLink).origin).toBe(publicOrigin);
  counter.redirects.length = 0;
  await page.goto(signInLink);
  expect(counter.redirects[0]).toEqual({ from: signInLink, to: `${publicOrigin}/fr/partner` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Comptoir membres · Origin Bistro ${run}`);
  expect(page.url()).toBe(`${publicOrigin}/fr/partner`);
  expectOnPublicOrigin(page, counter.redirects);
  await closeAll(staff.context, counter.context);
});

// docs/deploy.md "The page cache": nginx keeps anonymous public pages a second, their RSC requests apart, and hands
// anything with a cookie to the app. After the three walks above (staff signed in, a guest's order and its status
// page, a partner's invitation and counter, all through this nginx), nothing personal is in its cache directory.
test('the page cache serves anonymous public pages and their RSC requests apart, and stores nothing personal', async () => {
  const through = (page: string, headers: Record<string, string> = {}) => fetch(`${cluster.url}${page}`, { headers });
  const status = (response: Response) => response.headers.get('x-cache-status');
  await through('/pt/about');
  const html = await through('/pt/about');
  expect(status(html)).toBe('HIT');
  expect(await html.text()).toMatch(/^<!DOCTYPE html>/i);
  const rsc = await through('/pt/about', { rsc: '1' });
  expect(rsc.headers.get('content-type')).toMatch(/text\/x-component/);
  expect(await rsc.text()).not.toMatch(/^<!DOCTYPE html>/i);
  expect(await (await through('/pt/about')).text()).toMatch(/^<!DOCTYPE html>/i);
  // Any cookie (here a staff session's name) goes to the app, and what it answers is not stored.
  const withCookie = await through('/pt/about', { cookie: 'authjs.session-token=canary-session-value' });
  expect(status(withCookie)).toBe('BYPASS');
  for (const page of ['/pt/card', '/api/health', '/pt/partner/login', '/backoffice/login'])
    expect(status(await through(page)), page).toBeNull();

  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else files.push(await readFile(full, 'latin1'));
    }
  };
  await walk(cluster.pageCacheDir);
  expect(files.length).toBeGreaterThan(0);
  const keys = files.map((file) => /\nKEY: ([^\n]*)/.exec(file)?.[1] ?? '');
  expect(keys.some((key) => key.includes('|/pt/about|'))).toBe(true);
  for (const key of keys)
    expect(key).not.toMatch(/\|\/(((en|fr|pt)\/)?(card|partner|checkout)|api|backoffice)(\/|\?|\|)/);
  for (const canary of [e2eAdmin.email, 'counter-', 'bench-', 'canary-session-value', 'Set-Cookie', 'session-token'])
    expect(files.filter((file) => file.includes(canary)).length, canary).toBe(0);
});
