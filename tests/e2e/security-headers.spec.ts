import { expect, request as requestFactory, test } from '@playwright/test';
import { e2eAdmin } from './backoffice-helpers';

// Every kind of response carries the security headers: pages, redirects, not-found, API routes, static files.
const paths = ['/', '/pt/shopping', '/shopping/item/1', '/nope/nope', '/api/health', '/api/products?ids=1', '/brand/logo.svg'];

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

  test('the language cookie is Secure behind https and not on plain http', async ({ baseURL }) => {
    // Fresh cookie jars: a cookie already held is not set again. /en is one of the few paths the proxy still answers
    // (it sends it to the unprefixed URL and saves English); a visit to /fr or /pt saves nothing (issue 15 §3).
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

test.describe('session cookies', () => {
  for (const https of [false, true]) {
    test(`the staff session cookie is HttpOnly and SameSite=Lax${https ? ', Secure with the __Secure- prefix on https' : ' on http'}`, async ({ baseURL }) => {
      const headers = https ? { 'x-forwarded-proto': 'https' } : undefined;
      const api = await requestFactory.newContext({ baseURL, extraHTTPHeaders: headers });
      const { csrfToken } = await (await api.get('/api/auth/csrf')).json();
      const response = await api.post('/api/auth/callback/credentials', {
        form: { email: e2eAdmin.email, password: e2eAdmin.password, csrfToken, callbackUrl: '/backoffice' },
        maxRedirects: 0,
      });
      const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);
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
