import { expect, test, type Locator, type Page } from '@playwright/test';

// docs/decisions/15-framework-ratios.md §2 and §5 against the production build: the picture that is a page's largest contentful paint is asked
// for first (a preload in the served head and fetchpriority=high), drawn from a srcset sized by `sizes`, and
// served as WebP or AVIF. JavaScript is off: all of this must be in the HTML the server sends, before any script.
test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

const lcpImages: { name: string; path: string; image: (page: Page) => Locator }[] = [
  { name: 'category banner', path: '/boat-tours', image: (page) => page.locator('main header img') },
  {
    name: 'partner photo (pt)',
    path: '/pt/boat-tours/1',
    image: (page) => page.locator('main article ul img').first(),
  },
  { name: 'product list card', path: '/shopping', image: (page) => page.locator('main ul img').first() },
  {
    name: 'product photo (pt)',
    path: '/pt/shopping/item/1',
    image: (page) => page.locator('main article img').first(),
  },
];

test.describe('the largest paint is asked for first (docs/decisions/15-framework-ratios.md §5)', () => {
  for (const { name, path, image } of lcpImages) {
    test(`${name} on ${path}`, async ({ page, request }) => {
      await page.goto(path);
      const img = image(page);
      await expect(img).toHaveAttribute('fetchpriority', 'high');
      await expect(img).not.toHaveAttribute('loading', 'lazy');
      const srcset = await img.getAttribute('srcset');
      const sizes = await img.getAttribute('sizes');
      expect(srcset).toMatch(/ \d+w/);
      expect(sizes).toContain('rem');
      // The head preloads the same candidates at high priority, so the browser starts it before the scripts.
      const preload = page.locator(`head link[rel="preload"][as="image"][imagesrcset=${JSON.stringify(srcset)}]`);
      await expect(preload).toHaveCount(1);
      await expect(preload).toHaveAttribute('fetchpriority', 'high');
      // Only the largest paint's pictures are preloaded (the product list's first cards): not the logo and the flags,
      // whose answers and the browser's work on their SVG documents then come after the photo's paint.
      await expect(page.locator('head link[rel="preload"][as="image"]:not([fetchpriority="high"])')).toHaveCount(0);
      await expect(preload).toHaveAttribute('imagesizes', sizes ?? '');

      // What the browser picked from the srcset is a modern format.
      const chosen = await img.evaluate((element) => (element as HTMLImageElement).currentSrc);
      const response = await request.get(chosen, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/(webp|avif)$/);
    });
  }

  test('the category banner is fetched at the width it is drawn, not at the screen width', async ({ page }) => {
    // 1100 px screen at 1x: the banner is drawn 1068 px wide (calc(100vw - 2rem)) -> the 1080 w candidate, whose
    // rendition is /_img/...-1080.webp (docs/media.md); with sizes="100vw" the browser took the 1200 w candidate,
    // served by the 1920 rendition.
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/boat-tours');
    const banner = page.locator('main header img');
    await expect(banner).toHaveAttribute('sizes', /70rem/);
    await expect
      .poll(() => banner.evaluate((element) => (element as HTMLImageElement).currentSrc))
      .toMatch(/\/_img\/categories\/boat-tours-1080\.webp$/);
  });
});

test.describe('on a phone, nothing else is fetched in the way of the photo (docs/performance.md, "Photo pages at their limit")', () => {
  // With JavaScript, as guests browse: without it the browser loads lazy pictures and frames at once, by design.
  test.use({ javaScriptEnabled: true, viewport: { width: 390, height: 844 } });

  test("the partner's map is loaded when the guest opens it, and the language flags hidden on a phone never", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    // The embedded map's own address, answered here: the test machine has no way out.
    await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
    );
    await page.goto('/pt/boat-tours/1', { waitUntil: 'load' });
    const map = page.locator('iframe[title^="Mapa de"]');
    await expect(map).toBeHidden();
    // Every picture of the first screen has arrived (the load event): no flag and no map among what was asked.
    expect(asked.filter((url) => url.includes('/flags/'))).toEqual([]);
    expect(asked.filter((url) => url.includes('google.com/maps'))).toEqual([]);
    expect(asked.some((url) => url.includes('/brand/logo.svg'))).toBe(true);

    await page.getByText('Mostrar o mapa').click();
    await expect(map).toBeVisible();
    // The button says what it does next.
    await expect(page.getByText('Ocultar o mapa')).toBeVisible();
    await expect(page.getByText('Mostrar o mapa')).toBeHidden();
    await expect.poll(() => asked.filter((url) => url.includes('google.com/maps')).length).toBe(1);
    await expect(map.contentFrame().getByText('map')).toBeVisible();
    await page.getByText('Ocultar o mapa').click();
    await expect(map).toBeHidden();
    await expect(page.getByText('Mostrar o mapa')).toBeVisible();
  });
});
