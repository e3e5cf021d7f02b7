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
