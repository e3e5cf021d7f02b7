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

// docs/performance.md, "The stylesheet once": a public page carries its stylesheet once, in a <style> in its head, and
// neither its inline RSC payload nor its scripts carry it again (Next's own inline stylesheet, which staff pages keep,
// is in a page twice: the <style> and its text in the payload). Public pages carry a smaller one than staff pages,
// without the classes only staff pages use.
const inlined = (html: string, precedence: string) =>
  new RegExp(`<style data-precedence="${precedence}"[^>]*>([\\s\\S]*?)</style>`).exec(html)?.[1];
// A stretch of the stylesheet that reads the same escaped in a script or a JSON payload (no quotes, no newline).
const probe = (css: string) => css.slice(css.length / 2).match(/[^"'\\\n<>&]{120}/)![0];
const copies = (text: string, css: string) => text.split(probe(css)).length - 1;

test('a public page carries its stylesheet once, in its head, and in none of its scripts', async ({ request }) => {
  let homeCss = '';
  for (const path of ['/', '/pt/boat-tours/1', '/fr/shopping']) {
    const html = await (await request.get(path)).text();
    const css = inlined(html, 'site');
    expect(css, `${path} inlines its stylesheet`).toBeTruthy();
    expect(html.indexOf('<style data-precedence="site"'), `${path}: in the head`).toBeLessThan(html.indexOf('</head>'));
    expect(copies(html, css!), path).toBe(1);
    expect(html, `${path}: no stylesheet of Next's own`).not.toMatch(/<style data-precedence="next"|rel="stylesheet"/);
    homeCss ||= css!;
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const src of scripts) expect(copies(await (await request.get(src)).text(), css!), src).toBe(0);
  }
  // The same text as a file, for a page reached without it (below), kept for a year under a name of its text.
  const home = await (await request.get('/')).text();
  const href = /<style data-precedence="site" data-href="([^"]+)"/.exec(home)![1];
  const file = await request.get(href);
  expect(await file.text()).toBe(homeCss);
  expect(file.headers()['cache-control']).toContain('immutable');
  const staff = await (await request.get('/backoffice/login')).text();
  const staffCss = inlined(staff, 'next');
  expect(staffCss, 'the staff login inlines its stylesheet').toBeTruthy();
  // Twice, not three times: a third copy came with the framework's global error boundary while the root layout
  // imported a stylesheet (app/layout.tsx).
  expect(copies(staff, staffCss!)).toBe(2);
  expect(homeCss.length).toBeLessThan(staffCss!.length * 0.95);
});

test('the stylesheet stays through hydration and client navigations, and a page reached from outside loads it', async ({
  page,
  request,
}) => {
  const css = inlined(await (await request.get('/fr')).text(), 'site')!;
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() === 200) scripts.push(response.text());
  });
  // Styled: the skip link is taken out of the flow (Tailwind's sr-only); unstyled, it is an ordinary link.
  const skipLink = page.locator('a[href="#main"]');
  const styled = async () =>
    expect.poll(() => skipLink.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
  const sheets = () =>
    page.locator('style[data-precedence="site"]').evaluateAll((elements) => elements.map((e) => e.textContent!.length));

  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  expect(await sheets()).toEqual([css.length]);
  await page.getByRole('navigation').getByRole('link', { name: 'Boutique' }).first().click();
  await expect(page).toHaveURL(/\/fr\/shopping$/);
  await page.waitForLoadState('networkidle');
  expect(await sheets()).toEqual([css.length]);
  await styled();
  // A guest switching language mid-visit: the same stylesheet, still once.
  await page.getByRole('banner').getByRole('link', { name: 'Português' }).click();
  await expect(page).toHaveURL(/\/pt\/shopping$/);
  await page.waitForLoadState('networkidle');
  expect(await sheets()).toEqual([css.length]);
  await styled();
  for (const script of await Promise.all(scripts)) expect(copies(script, css)).toBe(0);
  expect(scripts.length).toBeGreaterThan(0);

  // The plain not-found page (outside the public pages' layout) links home: a client navigation that brings no
  // <style>, so the page loads the stylesheet as a file.
  await page.goto('/x.y');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/pt$/); // home in the language the guest chose above
  await styled();
  await expect(page.locator('link[rel="stylesheet"][href^="/_site/"]')).toHaveCount(1);
});
