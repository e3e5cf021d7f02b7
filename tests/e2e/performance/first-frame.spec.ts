import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

// docs/performance.md, "The first frame waits for the largest text": home and the product list hold their first frame
// until the parser reaches the element after their title and intro (`<link rel="expect" href="#id" blocking="render">`,
// components/ui/first-paint.tsx), so the first frame shows the header and the largest text together. The page is
// served through a proxy that sends the document up to that element, holds the rest until the test lets it go, and
// counts the frames the browser draws meanwhile (requestAnimationFrame callbacks, which run once per frame drawn).
// Without the hint the browser draws the header and the title at once (it fails that way).

type Hold = { server: Server; origin: string; release: () => void };

/** A proxy to the app that holds `path`'s document just before the element with this `id` until `release()`. */
async function holdingProxy(app: string, path: string, id: string): Promise<Hold> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', app), {
      headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    response.writeHead(answer.status, { 'content-type': type, 'cache-control': 'no-store' });
    const target = request.url === path ? body.indexOf(`id="${id}"`) : -1;
    if (target < 0) return response.end(body);
    const cut = body.lastIndexOf('<', target);
    response.write(body.subarray(0, cut));
    await released;
    response.end(body.subarray(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, release };
}

const pages = [
  { path: '/', id: 'home-actions' },
  { path: '/pt', id: 'home-actions' },
  { path: '/fr/shopping', id: 'shop-products' },
  { path: '/pt/shopping', id: 'shop-products' },
];

for (const { path, id } of pages) {
  test(`no frame is drawn on ${path} before its title and intro are parsed`, async ({ page, baseURL }) => {
    const hold = await holdingProxy(baseURL!, path, id);
    try {
      await page.addInitScript(() => {
        const frames = { count: 0 };
        Object.assign(window, { framesDrawn: frames });
        const count = () => {
          frames.count += 1;
          requestAnimationFrame(count);
        };
        requestAnimationFrame(count);
      });
      const frames = () =>
        page.evaluate(() => (window as unknown as { framesDrawn: { count: number } }).framesDrawn.count);
      const loaded = page.goto(`${hold.origin}${path}`);
      await page.waitForURL(`${hold.origin}${path}`, { waitUntil: 'commit' });
      // The title and intro are in the document; the element after them is held.
      await expect.poll(() => page.evaluate(() => document.querySelector('main h1 + p') !== null)).toBe(true);
      // Without the hint the browser draws them within a frame or two; give it far longer than that.
      const drawn = await expect
        .poll(frames, { timeout: 1_000 })
        .toBeGreaterThan(0)
        .then(
          () => true,
          () => false,
        );
      expect(drawn, 'a frame was drawn before the parser reached the element after the intro').toBe(false);
      hold.release();
      await loaded;
      await expect.poll(frames).toBeGreaterThan(0);
      await expect(page.locator(`main #${id}`)).toBeVisible();
    } finally {
      hold.release();
      hold.server.close();
    }
  });
}
