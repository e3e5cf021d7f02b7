import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createProductViaForm, staffCookie, startStaffSession } from '../support/staff';

// docs/decisions/12-staff-run-directory.md §3 against the production build: staff upload product pictures, guests see them through next/image.

type MediaTexts = Record<'choosePhotos' | 'photos' | 'moveUp' | 'stillUploading', string>;
const texts = ['en', 'fr', 'pt'].map(
  (locale) =>
    (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { BackofficeMedia: MediaTexts }).BackofficeMedia,
);

/** A backoffice text in any of the three languages (the staff member's language is kept on the account). */
const anyLanguage = (key: keyof MediaTexts, position = '') =>
  new RegExp(`^(${texts.map((m) => m[key].replace('{position}', position)).join('|')})$`);

let seed = 0;
/** A real JPEG of noise (each one a different file), as a camera would upload it. */
async function jpeg(name: string) {
  seed += 1;
  const raw = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7 + seed * 131 + Date.now()) & 0xff;
  const buffer = await sharp(raw, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const mediaUrl = /\/media\/[0-9a-f]{32}\/\d+$/;
const photoInput = (page: Page) => page.getByLabel(anyLanguage('choosePhotos'));
const photos = (page: Page) => page.getByRole('list', { name: anyLanguage('photos') }).getByRole('listitem');

test.describe('product pictures (docs/decisions/12-staff-run-directory.md §3)', () => {
  test('staff create a product with two uploaded pictures, reorder them, and the shop shows them through next/image', async ({
    page,
  }) => {
    await startStaffSession(page);
    const product = await createProductViaForm(page, {
      beforeSubmit: async (form) => {
        await photoInput(form).setInputFiles([await jpeg('harbour.jpg'), await jpeg('boat.jpg')]);
        await expect(photos(form)).toHaveCount(2);
        // A refused file says why and adds nothing.
        await photoInput(form).setInputFiles({
          name: 'logo.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        });
        await expect(form.getByRole('alert').filter({ hasText: 'logo.svg' })).toContainText('SVG');
        await expect(photos(form)).toHaveCount(2);
      },
    });
    const stored = await photos(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(stored).toHaveLength(2);
    for (const src of stored) expect(src).toMatch(mediaUrl);
    const [first, second] = stored.map((src) => src.split('/')[2]);

    // The public page shows the first picture, a stored WebP rendition, through next/image (srcset of /media URLs).
    const productPage = async () => {
      await page.goto(`/shopping/item/${product.id}`);
      const image = page.getByRole('img', { name: `Photo of ${product.name}` });
      await expect(image).toHaveAttribute('srcset', /\/media\/[0-9a-f]{32}\/\d+ \d+w/);
      await expect
        .poll(() =>
          image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0);
      return image;
    };
    await expect(await productPage()).toHaveAttribute('src', new RegExp(`/media/${first}/\\d+$`));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('\n')).toContain(`/media/${first}`);
    expect(jsonLd.join('\n')).toContain(`/media/${second}`);

    // Staff move the second picture first (by keyboard) and save: the shop follows.
    await page.goto(`/backoffice/products/edit/${product.id}`);
    await page.getByRole('button', { name: anyLanguage('moveUp', '2') }).focus();
    await page.keyboard.press('Enter');
    await expect(photos(page).first().locator('img')).toHaveAttribute('src', new RegExp(`/media/${second}/`));
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('Product saved.')).toBeVisible();
    await expect(await productPage()).toHaveAttribute('src', new RegExp(`/media/${second}/\\d+$`));
  });

  test('a save pressed while a picture uploads waits for it, then creates the product with the picture', async ({
    page,
  }) => {
    test.setTimeout(90_000); // an upload, its renditions and a product creation, one after the other
    await startStaffSession(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/backoffice/media', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/backoffice/products/new');
    const name = `Slow photo ${Date.now().toString(36)}`;
    await page.getByLabel('Name (English)').fill(name);
    await page.getByLabel('Name (French)').fill(`${name} FR`);
    await page.getByLabel('Name (Portuguese)').fill(`${name} PT`);
    await page.getByLabel('Price (EUR)').fill('4,50');
    await photoInput(page).setInputFiles([await jpeg('slow.jpg')]);
    // The button says the photo is uploading, and pressing it is not lost: the form is sent after the upload.
    await page.getByRole('button', { name: 'Uploading photo…' }).click();
    await expect(page.getByRole('status').filter({ hasText: anyLanguage('stillUploading') })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/products\/new$/);
    release();
    await expect(page).toHaveURL(/\/backoffice\/products\/edit\/\d+\?created=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Product created.' })).toBeVisible();
    await expect(photos(page)).toHaveCount(1);
    await expect(photos(page).first().locator('img')).toHaveAttribute('src', mediaUrl);
  });

  test('a category saved while its picture uploads says so on its button, then saves with the picture', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000); // an upload and its renditions, then the save
    await page.context().addCookies([await staffCookie(baseURL!)]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/backoffice/media', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/backoffice/directory');
    // The last category's form, by its name: its button's name changes while the picture uploads.
    const last = page
      .getByRole('form')
      .filter({ has: page.getByRole('button', { name: 'Save category' }) })
      .last();
    const form = page.getByRole('form', { name: (await last.getAttribute('aria-label'))!, exact: true });
    await form.getByLabel('Replace the picture', { exact: true }).setInputFiles([await jpeg('category.jpg')]);
    await form.getByRole('button', { name: 'Uploading image…' }).click();
    await expect(form.getByRole('status').filter({ hasText: anyLanguage('stillUploading') })).toBeVisible();
    release();
    await expect(form.getByText('Category saved. The public pages show it now.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save category' })).toBeVisible();
    await expect(form.locator('input[type="hidden"][name="image"]')).toHaveValue(/^\/media\/[0-9a-f]{32}$/);
  });

  test('uploaded images are immutable and outside locale routing; public files still go through the optimizer', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.context().addCookies([await staffCookie(baseURL!)]);
    const upload = await page.request.post('/api/backoffice/media', {
      multipart: { file: await jpeg('town.jpg') },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };

    const served = await request.get(`${url}/640`, { maxRedirects: 0 });
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = served.headers().etag;
    expect(etag).toMatch(/^"[0-9a-f]{32}-640"$/);
    expect((await request.get(`${url}/640`, { headers: { 'if-none-match': etag } })).status()).toBe(304);
    expect((await request.get(`/media/${'0'.repeat(32)}/640`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(`/fr${url}/640`, { maxRedirects: 0 })).status()).not.toBe(200);

    const anonymous = await request.post('/api/backoffice/media', {
      multipart: { file: await jpeg('anon.jpg') },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(anonymous.status()).toBe(401);

    const optimized = await request.get('/_next/image?url=%2Fpartners%2Fboat-tours-1%2F1.webp&w=640&q=75', {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(optimized.status()).toBe(200);
    expect(optimized.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  });
});

test('pictures shipped with the app come as renditions written by the build: no page load asks the image optimizer', async ({
  page,
  request,
}) => {
  const optimizer: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/_next/image') optimizer.push(sent.url());
  });
  for (const path of ['/boat-tours', '/pt/boat-tours/1', '/fr/shopping']) {
    await page.goto(path);
    const pictures = page.locator('main img');
    await expect(pictures.first()).toBeVisible();
    // Every picture on the page loaded, from /_img/ or an upload's /media/ (a missing rendition would be broken).
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveJSProperty('complete', true);
      expect(
        await picture.evaluate((img: HTMLImageElement) => [
          img.naturalWidth > 0,
          /^\/(_img|media)\//.test(new URL(img.currentSrc).pathname),
        ]),
      ).toEqual([true, true]);
    }
  }
  expect(optimizer).toEqual([]);
  const rendition = await request.get('/_img/categories/boat-tours-384.webp');
  expect([rendition.status(), rendition.headers()['content-type'], rendition.headers()['cache-control']]).toEqual([
    200,
    'image/webp',
    'public, max-age=86400',
  ]);
  expect((await sharp(await rendition.body()).metadata()).width).toBeLessThanOrEqual(384);
});
