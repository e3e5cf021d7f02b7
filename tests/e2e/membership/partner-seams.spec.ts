// docs/membership.md "Partner accounts" and "Partners verify and redeem": the partner side attacked from outside,
// over HTTP against the production build. Partner endpoints answer before reading a body they will not take; partner
// and staff sessions never open each other's pages.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';
import { e2eStaffCookie } from '../../fixtures/staff-session';
import { createE2ePartner, e2eDatabase } from '../support/e2e-database';
import { statusLine } from '../support/raw-http';
import { newStaffAccount } from '../support/staff';

/** A partner user of a new business with a live session: its e-mail address and session token. */
async function partnerWithSession(name: string) {
  const db = e2eDatabase();
  try {
    const run = randomUUID().slice(0, 8);
    const { id: partnerId } = await createE2ePartner(db, { categorySlug: 'gastronomy', name: `${name} ${run}` });
    const user = await db.partnerUser.create({ data: { partnerId, email: `${name}-${run}@example.com` } });
    const sessionToken = randomUUID();
    await db.partnerSession.create({
      data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) },
    });
    return { email: user.email, name: `${name} ${run}`, sessionToken };
  } finally {
    await db.$disconnect();
  }
}

/** The newest sign-in link e-mailed to `to` (the link is made after the answer: waited for). */
async function signInLink(to: string): Promise<URL> {
  const db = e2eDatabase();
  try {
    let link: string | undefined;
    await expect(async () => {
      const email = await db.outboxEmail.findFirst({
        where: { to, template: 'partner-sign-in' },
        orderBy: { id: 'desc' },
      });
      link = email?.html?.match(/https?:\/\/[^"]+\/api\/partner-auth\/callback\/nodemailer\?[^"]+/)?.[0];
      expect(link).toBeTruthy();
    }).toPass({ timeout: 15_000 });
    return new URL(link!.replace(/&amp;/g, '&'));
  } finally {
    await db.$disconnect();
  }
}

/** The Set-Cookie header of an answer that sets `name` (the whole line, attributes included), or "". */
const setCookie = (answer: APIResponse, name: string) =>
  answer
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)
    .find((value) => value.startsWith(`${name}=`)) ?? '';

test.describe('partner endpoints and request bodies (docs/deploy.md, Request bodies)', () => {
  test('answer without a session, or over their cap, at once: the promised body is never waited for', async ({
    baseURL,
  }) => {
    const { host, origin } = new URL(baseURL!);
    const { sessionToken } = await partnerWithSession('bodies');
    const post = (path: string, length: number, cookie = '') =>
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${length}\r\n${cookie && `Cookie: ${cookie}\r\n`}\r\n{`;
    // Under the guard's 1 MB, so the route itself must refuse: anonymous, and signed in over the route's own cap.
    for (const path of ['/api/partner/redemptions', '/api/partner/typed-code']) {
      expect(await statusLine(baseURL!, post(path, 900 * 1024)), path).toBe('HTTP/1.1 401 Unauthorized');
      expect(await statusLine(baseURL!, post(path, 900 * 1024, `partner-session=${sessionToken}`)), path).toBe(
        'HTTP/1.1 413 Payload Too Large',
      );
    }
  });
});

test.describe('partner cookies (docs/membership.md, Partner accounts)', () => {
  for (const https of [false, true]) {
    test(`are HttpOnly and SameSite=Lax${https ? ', Secure with the __Secure- and __Host- prefixes on https' : ' with bare names on http'}`, async ({
      baseURL,
      browser,
      playwright,
    }) => {
      const { email, name } = await partnerWithSession(https ? 'https-cookies' : 'http-cookies');
      const scheme: Record<string, string> = https ? { 'X-Forwarded-Proto': 'https' } : {};
      // The link is asked for on the sign-in page, as a partner does (an address of its own for the per-address limit).
      const context = await browser.newContext({
        extraHTTPHeaders: { ...scheme, 'X-Forwarded-For': https ? '192.0.2.182' : '192.0.2.181' },
      });
      const page = await context.newPage();
      await page.goto('/pt/partner/login');
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Enviar-me uma ligação de entrada' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veja o seu e-mail');
      await context.close();

      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: scheme });
      const prefix = https ? '__Secure-' : '';
      const csrf = setCookie(await api.get('/api/partner-auth/csrf'), `${https ? '__Host-' : ''}partner-csrf`);
      const link = await signInLink(email);
      const answer = await api.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      const session = setCookie(answer, `${prefix}partner-session`);
      for (const cookie of [csrf, session]) {
        expect(
          cookie,
          answer
            .headersArray()
            .map((header) => `${header.name}: ${header.value}`)
            .join('\n'),
        ).not.toBe('');
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*SameSite=Lax/i);
        expect(cookie).toMatch(/;\s*Path=\//i);
        if (https) expect(cookie).toMatch(/;\s*Secure/i);
        else expect(cookie).not.toMatch(/;\s*Secure/i);
      }
      expect(csrf).not.toMatch(/;\s*Domain=/i);
      await api.dispose();

      // The session opens the counter on the same scheme; on https only under its prefixed name.
      const value = session.split(';')[0].split('=')[1];
      const counter = (cookie: string) =>
        playwright.request
          .newContext({ baseURL, extraHTTPHeaders: { ...scheme, Cookie: cookie } })
          .then(async (client) => {
            const opened = await client.get('/pt/partner', { maxRedirects: 0 });
            const result = { status: opened.status(), text: await opened.text() };
            await client.dispose();
            return result;
          });
      const signedIn = await counter(`${prefix}partner-session=${value}`);
      expect(signedIn.status).toBe(200);
      expect(signedIn.text).toContain(name);
      if (https) expect((await counter(`partner-session=${value}`)).status).toBe(307);
    });
  }
});

test('partner pages and endpoints refuse a staff session; staff pages and endpoints refuse a partner session', async ({
  baseURL,
  playwright,
}) => {
  const { sessionToken } = await partnerWithSession('seams');
  const staff = await e2eStaffCookie(baseURL!, await newStaffAccount('seams'));
  const client = (cookie: string) =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: cookie, Origin: baseURL! } });
  const data = { redemptions: [{ key: randomUUID(), qr: 'x', partySize: 1, redeemedAt: new Date().toISOString() }] };

  // A staff session (and a staff token under the partner cookie's name) on the partner side.
  for (const cookie of [`${staff.name}=${staff.value}`, `partner-session=${staff.value}`]) {
    const asStaff = await client(cookie);
    for (const path of ['/pt/partner', '/pt/partner/ledger']) {
      const answer = await asStaff.get(path, { maxRedirects: 0 });
      expect(answer.status(), `${cookie} ${path}`).toBe(307);
      expect(answer.headers().location, path).toMatch(/\/pt\/partner\/login$/);
    }
    expect((await asStaff.get('/api/partner/ledger-csv')).status(), cookie).toBe(401);
    expect((await asStaff.post('/api/partner/redemptions', { data })).status(), cookie).toBe(401);
    expect((await asStaff.post('/api/partner/typed-code', { data: { cardNumber: '1', code: '1' } })).status()).toBe(
      401,
    );
    expect(await (await asStaff.get('/api/partner-auth/session')).json(), cookie).toBeNull();
    await asStaff.dispose();
  }
  // A partner session (and a partner token under the staff cookie's name) on the staff side.
  for (const cookie of [`partner-session=${sessionToken}`, `${staff.name}=${sessionToken}`]) {
    const asPartner = await client(cookie);
    for (const path of ['/backoffice', '/backoffice/orders']) {
      const answer = await asPartner.get(path, { maxRedirects: 0 });
      expect(answer.status(), `${cookie} ${path}`).toBe(307);
      expect(answer.headers().location, path).toMatch(/\/backoffice\/login\?/);
    }
    expect((await asPartner.get('/api/backoffice/redemptions-csv')).status(), cookie).toBe(401);
    expect(await (await asPartner.get('/api/auth/session')).json(), cookie).toBeNull();
    await asPartner.dispose();
  }
  // Each session does open its own side.
  const own = [
    [`${staff.name}=${staff.value}`, '/backoffice'],
    [`partner-session=${sessionToken}`, '/pt/partner'],
  ];
  for (const [cookie, path] of own) {
    const mine = await client(cookie);
    expect((await mine.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    await mine.dispose();
  }
});
