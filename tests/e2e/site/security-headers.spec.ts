import { randomInt } from 'node:crypto';
import { expect, request as requestFactory, test } from '@playwright/test';
import { findServerActionId } from '@/scripts/lib/bench-orders';
import { statusLine } from '../support/raw-http';
import { e2eDatabase } from '../support/e2e-database';
import { e2eAdmin, staffCookie } from '../support/staff';

// Every kind of response carries the security headers: pages, redirects, not-found, API routes, static files.
const paths = [
  '/',
  '/pt/shopping',
  '/shopping/item/1',
  '/nope/nope',
  '/api/health',
  '/api/products?ids=1',
  '/brand/logo.svg',
];

test.describe('security headers', () => {
  for (const path of paths) {
    test(`on ${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/frame-src https:\/\/www\.google\.com(;|$)/);
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  // The request guard adds the headers a response has not set: next.config.ts's camera rule for the counter stays.
  test('the partner counter may use the camera, with the other headers kept; no other page may', async ({
    request,
  }) => {
    for (const path of ['/partner', '/pt/partner']) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers['permissions-policy'], path).toMatch(/^camera=\(self\), microphone=\(\)/);
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
    expect((await request.get('/partner/login')).headers()['permissions-policy']).toContain('camera=()');
  });

  test("a route handler's own policy is kept (the report's e-mail preview runs no script); redirects carry them too", async ({
    request,
    baseURL,
  }) => {
    const db = e2eDatabase();
    const partner = await db.partner.findFirstOrThrow({ orderBy: { id: 'asc' } }).finally(() => db.$disconnect());
    const session = await staffCookie(baseURL!);
    const preview = await request.get(
      `/api/backoffice/insights-report?partnerId=${partner.id}&month=2026-11&format=html`,
      { headers: { cookie: `${session.name}=${session.value}` } },
    );
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-security-policy']).toBe(
      "default-src 'none'; img-src data: https:; style-src 'unsafe-inline'",
    );
    expect(preview.headers()['x-frame-options']).toBe('DENY');
    // A saved language's redirect (next.config.ts redirects, before any page).
    const redirect = await request.get('/', { maxRedirects: 0, headers: { cookie: 'preferred_language=pt' } });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(redirect.headers()['x-frame-options']).toBe('DENY');
  });

  test('the language cookie is Secure behind https and not on plain http', async ({ baseURL }) => {
    // Fresh cookie jars: a cookie already held is not set again. /en is one of the few paths the proxy still answers
    // (it sends it to the unprefixed URL and saves English); a visit to /fr or /pt saves nothing (docs/decisions/15-framework-ratios.md §3).
    const first = await requestFactory.newContext({ baseURL });
    const plain = await first.get('/en', { maxRedirects: 0 });
    expect(plain.headers()['set-cookie']).toMatch(/preferred_language=en/);
    expect(plain.headers()['set-cookie']).not.toMatch(/;\s*secure/i);
    const second = await requestFactory.newContext({ baseURL });
    const https = await second.get('/en', { maxRedirects: 0, headers: { 'x-forwarded-proto': 'https' } });
    const cookie = https.headers()['set-cookie'] ?? '';
    await Promise.all([first.dispose(), second.dispose()]);
    expect(cookie).toMatch(/preferred_language=en/);
    expect(cookie).toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/samesite=strict/i);
  });
});

// The partner cookies' flags and prefixes, and the two sessions kept apart: tests/e2e/membership/partner-seams.spec.ts.
test.describe('session cookies', () => {
  for (const https of [false, true]) {
    test(`the staff session cookie is HttpOnly and SameSite=Lax${https ? ', Secure with the __Secure- prefix on https' : ' on http'}`, async ({
      baseURL,
    }) => {
      const headers = https ? { 'x-forwarded-proto': 'https' } : undefined;
      const api = await requestFactory.newContext({ baseURL, extraHTTPHeaders: headers });
      const { csrfToken } = await (await api.get('/api/auth/csrf')).json();
      const response = await api.post('/api/auth/callback/credentials', {
        form: { email: e2eAdmin.email, password: e2eAdmin.password, csrfToken, callbackUrl: '/backoffice' },
        maxRedirects: 0,
      });
      const cookies = response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === 'set-cookie')
        .map((header) => header.value);
      const session = cookies.find((cookie) => /authjs\.session-token=/.test(cookie)) ?? '';
      expect(session, cookies.join('\n')).not.toBe('');
      expect(session).toMatch(/;\s*HttpOnly/i);
      expect(session).toMatch(/;\s*SameSite=Lax/i);
      if (https) {
        expect(session).toMatch(/^__Secure-authjs\.session-token=/);
        expect(session).toMatch(/;\s*Secure/i);
      } else {
        expect(session).toMatch(/^authjs\.session-token=/);
        expect(session).not.toMatch(/;\s*Secure/i);
      }
      await api.dispose();
    });
  }
});

test.describe('request limits (docs/deploy.md, Request bodies)', () => {
  test('a public page refuses a body over 1 MB, or of no stated length, before reading it', async ({ baseURL }) => {
    // A form posted without JavaScript (the action named inside the multipart body) and a call of a real action.
    const placeOrder = await findServerActionId('.next', 'lib/shop/actions.ts', 'placeOrder');
    const kinds = [
      'Content-Type: multipart/form-data; boundary=b',
      `Content-Type: text/plain;charset=UTF-8\r\nNext-Action: ${placeOrder}`,
    ];
    const post = (path: string, kind: string, lengthHeader: string) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${kind}\r\n${lengthHeader}\r\n\r\n--b\r\n`;
    // A staff path that resolves to a public page or a partner API once `..` is resolved is not a staff path.
    const publicPaths = ['/', '/pt/contact', '/checkout', '/api/insights'];
    const respelled = [
      '/backoffice/../contact',
      '/backoffice/%2e%2e/contact',
      '/backoffice/../api/partner/redemptions',
    ];
    for (const path of [...publicPaths, ...respelled]) {
      for (const kind of kinds) {
        // 40 MB promised, a few bytes sent: answered at once, not waited for.
        expect(
          await statusLine(baseURL!, post(path, kind, `Content-Length: ${40 * 1024 * 1024}`)),
          `${path} ${kind}`,
        ).toBe('HTTP/1.1 413 Payload Too Large');
        expect(await statusLine(baseURL!, post(path, kind, 'Transfer-Encoding: chunked')), `${path} ${kind}`).toBe(
          'HTTP/1.1 411 Length Required',
        );
      }
    }
  });

  test('bodies up to 1 MB still reach public pages, and staff uploads keep their larger limit', async ({ request }) => {
    const small = await request.post('/pt/contact', {
      headers: { 'content-type': 'text/plain' },
      data: 'x'.repeat(1024 * 1024),
    });
    expect(small.status()).not.toBe(413);
    // The upload route answers an anonymous 2 MB upload itself (refused for want of a session), not the door.
    const upload = await request.post('/api/backoffice/media', {
      multipart: { file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2 * 1024 * 1024) } },
    });
    expect([401, 403]).toContain(upload.status());
  });

  test('an unknown URL is not kept in the page cache', async ({ request }) => {
    for (const path of [
      `/boat-tours/${randomInt(800_000, 900_000)}`,
      `/pt/shopping/item/${randomInt(800_000, 900_000)}`,
    ]) {
      const first = await request.get(path);
      expect(first.status()).toBe(404);
      const second = await request.get(path);
      expect(second.status()).toBe(404);
      expect(second.headers()['x-nextjs-cache'], path).not.toBe('HIT');
    }
  });
});
