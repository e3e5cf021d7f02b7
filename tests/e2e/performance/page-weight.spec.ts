import { expect, test } from '@playwright/test';

// docs/decisions/15-framework-ratios.md §3, what a page weighs: its HTML carries the client messages of its own components only
// (lib/i18n/client-messages.ts): the home page has no form, so none of the forms' texts; each form page has its own.
const pages: { path: string; has: string[]; hasNot: string[] }[] = [
  {
    path: '/',
    has: ['"skipToContent"', '"clearConfirm"'],
    hasNot: ['"cardholderName"', '"bookingTitle"', '"businessType"', '"searchPlaceholder"', '"addToCart"'],
  },
  { path: '/pt/checkout', has: ['"cardholderName"', '"pickupLocation"'], hasNot: ['"bookingTitle"', '"businessType"'] },
  { path: '/fr/contact', has: ['"rateLimited"'], hasNot: ['"cardholderName"', '"businessType"'] },
  { path: '/boat-tours/1', has: ['"bookingTitle"', '"datePast"'], hasNot: ['"cardholderName"', '"businessType"'] },
  { path: '/shopping', has: ['"addToCart"'], hasNot: ['"cardholderName"', '"bookingTitle"'] },
];

test.describe('client messages per page (docs/decisions/15-framework-ratios.md §3)', () => {
  for (const { path, has, hasNot } of pages) {
    test(`${path} carries its own client messages only`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      // The RSC payload escapes quotes inside its strings.
      const html = (await response.text()).replaceAll('\\"', '"');
      for (const key of has) expect(html, `${path} has ${key}`).toContain(key);
      for (const key of hasNot) expect(html, `${path} has no ${key}`).not.toContain(key);
    });
  }
});

test('cached pages are sent without an ETag: hashing each answer cost a fifth of the server time (docs/decisions/15-framework-ratios.md §3)', async ({
  request,
}) => {
  for (const path of ['/', '/pt/boat-tours', '/shopping']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['etag'], path).toBeUndefined();
  }
});

// docs/performance.md, "One copy less of the stylesheet": the inline stylesheet is in a page twice (the <style> the
// browser paints with, and its text in the inline RSC payload), not three times (a third copy came with the
// framework's global error boundary while the root layout imported the stylesheet); public pages carry a smaller
// one than staff pages, without the classes only staff pages use.
test('a page carries its inline stylesheet twice, not three times, and public pages the smaller one', async ({
  request,
}) => {
  const sizes: Record<string, number> = {};
  for (const path of ['/', '/pt/boat-tours/1', '/fr/shopping', '/backoffice/login']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const style = /<style data-precedence="next"[^>]*>([\s\S]*?)<\/style>/.exec(html);
    expect(style, `${path} inlines its stylesheet`).not.toBeNull();
    expect(html.split(style![1].slice(0, 80)).length - 1, path).toBe(2);
    sizes[path] = style![1].length;
  }
  expect(sizes['/']).toBeLessThan(sizes['/backoffice/login'] * 0.95);
  expect(sizes['/pt/boat-tours/1']).toBe(sizes['/']);
});
