import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const { processImage } = await import('@/lib/media/process');
const { storeUploads } = await import('@/lib/media/store');
const { readImageField, readPhotosField } = await import('@/lib/media/staff-form-fields');
const { readPartnerMedia } = await import('@/lib/directory/staff-partner-form-data');
const { weekdays } = await import('@/lib/opening-hours/hours');
const { MEDIA_WIDTHS } = await import('@/lib/media/urls');
const upload = await import('@/app/api/backoffice/media/route');
const { saveProductAction } = await import('@/lib/shop/staff-actions');
const { productForm } = await import('../../fixtures/staff-forms');
const createProduct = (product: Record<string, unknown>) =>
  saveProductAction({ status: 'idle' }, productForm(product)).catch((error: { digest?: string }) => error.digest ?? '');
const original = await import('@/app/media/[id]/route');
const variant = await import('@/app/media/[id]/[width]/route');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

let admin: { id: number };
beforeAll(async () => {
  admin = await upsertStaffAccount(db, `media-${Date.now().toString(36)}@example.com`, 'correct horse battery');
});
beforeEach(() => {
  request.cookies.clear();
  request.headers = new Headers();
});

let seed = 0;
/** A real picture: random noise, so each fixture is a different file (its hash is its id). */
async function picture(width: number, height: number) {
  seed += 1;
  const raw = Buffer.alloc(width * height * 3, 0);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 31 + seed * 97 + (i >> 7)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}
const GPS = {
  IFD0: { Make: 'Phone', Model: 'Camera' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 5/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '8/1 7/1 0/1' },
};
const jpegWithGps = async (width = 1600, height = 1200) =>
  (await picture(width, height)).jpeg().withExif(GPS).toBuffer();
/** True when EXIF data holds the GPSInfo tag (0x8825), in either byte order of its TIFF header. */
const hasGpsIfd = (exif?: Buffer) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
const TEXT_AS_JPG = new File(['Dear team, here is our price list.\n'], 'photo.jpg', { type: 'image/jpeg' });

const counts = async () => ({ images: await db.mediaImage.count(), variants: await db.mediaVariant.count() });
const signIn = async () => request.cookies.set(SESSION_COOKIE, await staffSessionToken(admin.id));
function uploadRequest(file: Blob, name = 'photo.jpg') {
  const form = new FormData();
  form.append('file', file, name);
  return new Request('http://localhost/api/backoffice/media', {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost' },
  });
}

describe('processing uploaded images (docs/decisions/12-staff-run-directory.md §3)', () => {
  it('renders a JPEG as WebP at every width up to its own, without its EXIF and GPS', async () => {
    const jpeg = await jpegWithGps();
    const source = await sharp(jpeg).metadata();
    expect(hasGpsIfd(source.exif)).toBe(true); // the fixture really carries GPS
    const result = await processImage(jpeg);
    if (!result.ok) throw new Error(result.error);
    expect(result.image).toMatchObject({ width: 1600, height: 1200, sourceType: 'jpeg' });
    expect(result.image.variants.map((v) => v.width)).toEqual([128, 384, 640, 1080, 1600]);
    for (const { data, width, height } of result.image.variants) {
      const out = await sharp(data).metadata();
      expect(out).toMatchObject({ format: 'webp', width, height });
      expect(out.exif).toBeUndefined();
      expect(out.xmp).toBeUndefined();
      expect(out.icc).toBeUndefined();
    }
  });

  it('turns a picture upright from its EXIF orientation', async () => {
    const sideways = await (await picture(400, 200)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await processImage(sideways);
    if (!result.ok) throw new Error(result.error);
    expect(result.image).toMatchObject({ width: 200, height: 400 });
    expect(await sharp(result.image.variants.at(-1)!.data).metadata()).toMatchObject({ width: 200, height: 400 });
  });

  it('accepts PNG, WebP and AVIF by their content', async () => {
    for (const format of ['png', 'webp', 'avif'] as const) {
      const bytes = await (await picture(300, 200)).toFormat(format).toBuffer();
      const result = await processImage(bytes);
      expect(result.ok && result.image.sourceType, format).toBe(format);
    }
  });

  it('refuses SVG (with a script), a text file named .jpg, a GIF and a file over 10 MB', async () => {
    expect(await processImage(SVG)).toEqual({ ok: false, error: 'svg' });
    expect(await processImage(new Uint8Array(await TEXT_AS_JPG.arrayBuffer()))).toEqual({
      ok: false,
      error: 'not-an-image',
    });
    expect(await processImage(await (await picture(20, 20)).gif().toBuffer())).toEqual({
      ok: false,
      error: 'not-an-image',
    });
    expect(await processImage(new Uint8Array(20 * 1024 * 1024))).toEqual({ ok: false, error: 'too-large' });
    const truncated = (await jpegWithGps(200, 200)).subarray(0, 300);
    expect(await processImage(truncated)).toEqual({ ok: false, error: 'not-an-image' });
  });

  it('stores all files or none: one refused file leaves the database as it was', async () => {
    const before = await counts();
    const result = await storeUploads(db, [await jpegWithGps(500, 400), SVG], admin.id);
    expect(result).toEqual({ ok: false, error: 'svg', index: 1 });
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/backoffice/media', () => {
  it('refuses an anonymous upload with 401 and stores nothing', async () => {
    const before = await counts();
    const response = await upload.POST(uploadRequest(new Blob([await jpegWithGps(300, 200)], { type: 'image/jpeg' })));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'unauthorized', message: 'Não autorizado' });
    expect(await counts()).toEqual(before);
  });

  it('stores a staff upload, logs media.upload, and answers its URL', async () => {
    await signIn();
    const response = await upload.POST(uploadRequest(new Blob([await jpegWithGps(700, 500)], { type: 'image/jpeg' })));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; url: string };
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: `/media/${body.id}`,
      width: 700,
      height: 500,
    });
    expect(
      (
        await db.mediaVariant.findMany({
          where: { imageId: body.id },
          select: { width: true },
          orderBy: { width: 'asc' },
        })
      ).map((v) => v.width),
    ).toEqual([128, 384, 640, 700]);
    expect(
      await db.staffActivity.count({
        where: { adminId: admin.id, action: 'media.upload', target: `media:${body.id}` },
      }),
    ).toBe(1);
  });

  it('refuses a signed-in upload from another site, or without Origin, with 403 before reading it', async () => {
    await signIn();
    const before = await counts();
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const form = new FormData();
      form.append('file', new Blob([await jpegWithGps(300, 200)], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await upload.POST(
        new Request('http://localhost/api/backoffice/media', {
          method: 'POST',
          body: form,
          headers: origin ? { origin } : {},
        }),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'cross-origin', message: 'Cross-origin request refused' });
    }
    expect(await counts()).toEqual(before);
  });

  const refusals: [string, () => Promise<Request>, number, string, string][] = [
    [
      'an SVG with a script',
      async () => uploadRequest(new Blob([SVG], { type: 'image/svg+xml' }), 'logo.svg'),
      400,
      'svg',
      'SVG is not accepted',
    ],
    ['a text file renamed .jpg', async () => uploadRequest(TEXT_AS_JPG), 400, 'not-an-image', 'not an image'],
    [
      'a 20 MB file',
      async () =>
        uploadRequest(
          new Blob([await jpegWithGps(200, 200), new Uint8Array(20 * 1024 * 1024)], { type: 'image/jpeg' }),
        ),
      413,
      'too-large',
      'larger than 10 MB',
    ],
    [
      'a form without a file',
      async () =>
        new Request('http://localhost/api/backoffice/media', {
          method: 'POST',
          body: new FormData(),
          headers: { origin: 'http://localhost' },
        }),
      400,
      'invalid',
      'could not be read',
    ],
  ];
  it.each(refusals)(
    'refuses %s with a clear message and stores nothing',
    async (_name, make, status, error, message) => {
      await signIn();
      const before = await counts();
      const response = await upload.POST(await make());
      expect(response.status).toBe(status);
      const body = (await response.json()) as { error: string; message: string };
      expect(body.error).toBe(error);
      expect(body.message).toContain(message);
      expect(await counts()).toEqual(before);
    },
  );
});

describe('GET /media/{id}/{width}', () => {
  let id: string;
  beforeAll(async () => {
    const stored = await storeUploads(db, [await (await picture(900, 600)).png().toBuffer()], admin.id);
    if (!stored.ok) throw new Error(stored.error);
    id = stored.images[0].id;
  });
  const get = (path: string, headers: HeadersInit = {}) => new Request(`http://localhost${path}`, { headers });

  it('serves each width as immutable WebP with an ETag, and 304 for that ETag', async () => {
    for (const width of MEDIA_WIDTHS) {
      const response = await variant.GET(get(`/media/${id}/${width}`), {
        params: Promise.resolve({ id, width: String(width) }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const served = Math.min(width, 900);
      expect(response.headers.get('etag')).toBe(`"${id}-${served}"`);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(served);
    }
    const again = await variant.GET(get(`/media/${id}/640`, { 'if-none-match': `"${id}-640"` }), {
      params: Promise.resolve({ id, width: '640' }),
    });
    expect(again.status).toBe(304);
    const widest = await original.GET(get(`/media/${id}`), { params: Promise.resolve({ id }) });
    expect(widest.headers.get('etag')).toBe(`"${id}-900"`);
  });

  it('answers 404 for an unknown id, a malformed id and a width it does not store', async () => {
    const unknown = 'f'.repeat(32);
    for (const [reqId, width] of [
      [unknown, '640'],
      ['../../etc', '640'],
      [id, '641'],
      [id, '0640'],
    ]) {
      const response = await variant.GET(get(`/media/${reqId}/${width}`), {
        params: Promise.resolve({ id: reqId, width }),
      });
      expect(response.status, `${reqId}/${width}`).toBe(404);
    }
    expect((await original.GET(get(`/media/${unknown}`), { params: Promise.resolve({ id: unknown }) })).status).toBe(
      404,
    );
  });
});

describe('image fields of staff forms without JavaScript (readPhotosField, readImageField)', () => {
  const staff = () => ({ staff: { id: admin.id } as never, audit: vi.fn() });

  it('keeps the posted photos in order and stores posted files after them', async () => {
    const kept = await storeUploads(db, [await (await picture(300, 300)).png().toBuffer()], admin.id);
    if (!kept.ok) throw new Error(kept.error);
    const form = new FormData();
    const existing = [
      { src: '/partners/boat-tours-1/1.webp', alt: { en: 'Boat', fr: 'Bateau', pt: 'Barco' } },
      { src: kept.images[0].url, alt: { en: '', fr: '', pt: '' } },
    ];
    form.set('photos', JSON.stringify(existing));
    form.append('photosFiles', new File([await jpegWithGps(640, 480)], 'a.jpg'));
    form.append('photosFiles', new File([], '')); // an empty file input
    const context = staff();
    const result = await readPhotosField(form, 'photos', context);
    if (!result.ok) throw new Error(result.message);
    expect(result.data.slice(0, 2)).toEqual(existing);
    expect(result.data).toHaveLength(3);
    expect(result.data[2]).toEqual({
      src: expect.stringMatching(/^\/media\/[0-9a-f]{32}$/),
      alt: { en: '', fr: '', pt: '' },
    });
    expect(context.audit).toHaveBeenCalledWith(
      'media.upload',
      `media:${result.data[2].src.slice(7)}`,
      expect.objectContaining({ width: 640 }),
    );
  });

  it('refuses a refused file, a forged URL or an unknown upload, and stores nothing', async () => {
    const before = await counts();
    const withSvg = new FormData();
    withSvg.set('photos', '[]');
    withSvg.append('photosFiles', new File([await jpegWithGps(400, 300)], 'ok.jpg'));
    withSvg.append('photosFiles', new File([SVG], 'evil.svg'));
    expect(await readPhotosField(withSvg, 'photos', staff())).toMatchObject({
      ok: false,
      error: 'svg',
      file: 'evil.svg',
      message: expect.stringContaining('SVG is not accepted'),
    });
    for (const src of ['javascript:alert(1)', '/media/' + 'a'.repeat(32), '/../../etc/passwd.png']) {
      const form = new FormData();
      form.set('photos', JSON.stringify([{ src, alt: { en: '', fr: '', pt: '' } }]));
      expect(await readPhotosField(form, 'photos', staff()), src).toMatchObject({ ok: false, error: 'invalid' });
    }
    const logo = new FormData();
    logo.set('logo', '');
    logo.set('logoFile', TEXT_AS_JPG);
    expect(await readImageField(logo, 'logo', staff())).toMatchObject({
      ok: false,
      error: 'not-an-image',
      file: 'photo.jpg',
    });
    expect(await counts()).toEqual(before);
  });

  it('reads one image: a posted file wins, else the URL, else none', async () => {
    const form = new FormData();
    form.set('logo', '/partners/boat-tours-1/logo.webp');
    expect(await readImageField(form, 'logo', staff())).toEqual({
      ok: true,
      data: '/partners/boat-tours-1/logo.webp',
      stored: [],
    });
    form.set('logoFile', new File([await jpegWithGps(256, 256)], 'logo.jpg'));
    const stored = await readImageField(form, 'logo', staff());
    expect(stored).toEqual({
      ok: true,
      data: expect.stringMatching(/^\/media\/[0-9a-f]{32}$/),
      stored: [expect.any(String)],
    });
    // The same file again is no new upload: a refused form must not discard what an earlier one stored.
    expect(await readImageField(form, 'logo', staff())).toEqual({
      ok: true,
      data: stored.ok && stored.data,
      stored: [],
    });
    expect(await readImageField(new FormData(), 'logo', staff())).toEqual({ ok: true, data: null, stored: [] });
  });

  it('a partner form refused after its photos were stored leaves no image behind (docs/media.md)', async () => {
    const before = await counts();
    const form = new FormData();
    form.set('photos', '[]');
    form.append('photosFiles', new File([await jpegWithGps(400, 300)], 'new.jpg'));
    form.set('logoFile', TEXT_AS_JPG);
    form.set('openingHours', JSON.stringify(Object.fromEntries(weekdays.map((day) => [day, { kind: 'closed' }]))));
    const result = await readPartnerMedia(form, staff());
    expect(result).toMatchObject({ ok: false, fields: { logo: 'BackofficeMedia.errors.not-an-image' } });
    expect(await counts()).toEqual(before);
  });
});

describe('product photos (docs/decisions/12-staff-run-directory.md §3: the product form uploads instead of naming files)', () => {
  const product = (images: string[]) => ({
    nameEn: 'Tile',
    nameFr: 'Carreau',
    namePt: 'Azulejo',
    price: '9.00',
    quantity: 2,
    position: '',
    enabled: true,
    images,
  });

  it('saves uploaded and public images in order, and refuses an upload that is not stored', async () => {
    await signIn();
    const stored = await storeUploads(db, [await jpegWithGps(500, 500)], admin.id);
    if (!stored.ok) throw new Error(stored.error);
    const images = [stored.images[0].url, '/products/azulejo.webp'];
    // A new product opens its edit page: the action answers with that redirect.
    const created = String(await createProduct(product(images)));
    const id = Number(/\/backoffice\/products\/edit\/(\d+)/.exec(created)?.[1]);
    expect((await db.product.findUniqueOrThrow({ where: { id } })).images).toEqual(images);
    const before = await db.product.count();
    expect(await createProduct(product([`/media/${'b'.repeat(32)}`]))).toMatchObject({
      status: 'refused',
      fieldErrors: { images: 'Uma imagem carregada ou um ficheiro do site, p. ex. /products/salt.webp' },
    });
    expect(await createProduct(product(['azulejo.webp']))).toMatchObject({
      status: 'refused',
      fieldErrors: { 'images.0': 'Uma imagem carregada ou um ficheiro do site, p. ex. /products/salt.webp' },
    });
    expect(await db.product.count()).toBe(before);
  });
});

describe('migration media_images', () => {
  it('turns the file names of existing products into URLs under /products, in order', async () => {
    const sql = readFileSync('prisma/migrations/20261122185515_media_images/migration.sql', 'utf8');
    const update = sql.slice(sql.indexOf('UPDATE "products"'), sql.indexOf(';', sql.indexOf('UPDATE "products"')));
    const rows = await db.$transaction(async (tx) => {
      // A temporary table named products hides the real one for this transaction's connection.
      await tx.$executeRawUnsafe('CREATE TEMP TABLE products (id int, images text[]) ON COMMIT DROP');
      await tx.$executeRawUnsafe(
        `INSERT INTO products VALUES (1, ARRAY['b.webp', 'a.webp']), (2, ARRAY['/media/${'c'.repeat(32)}', 'x.png']), (3, ARRAY[]::text[])`,
      );
      await tx.$executeRawUnsafe(update);
      return tx.$queryRawUnsafe<{ id: number; images: string[] }[]>('SELECT id, images FROM products ORDER BY id');
    });
    expect(rows).toEqual([
      { id: 1, images: ['/products/b.webp', '/products/a.webp'] },
      { id: 2, images: [`/media/${'c'.repeat(32)}`, '/products/x.png'] },
      { id: 3, images: [] },
    ]);
  });
});
