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
