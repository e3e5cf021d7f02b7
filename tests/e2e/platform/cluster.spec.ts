// docs/decisions/14-several-servers.md §7: the deployment topology as processes (scripts/lib/cluster.ts: nginx, two `next start` of this
// build, Redis, one PostgreSQL), proved through nginx. The second test is the control: the same edit with private
// per-process caches (no REDIS_URL) leaves process B serving the old price, so the first test can fail. Both tests
// share one topology (started once, below): the control only restarts the two app processes with its settings.
import { randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import { expect, test, type Browser } from '@playwright/test';
import { createPrismaClient, type Db } from '@/lib/db';
import {
  benchClientAddress,
  findServerActionId,
  orderNumberIn,
  placeOrderBody,
  serverActionHeaders,
} from '@/scripts/lib/bench-orders';
import { startCluster, type Cluster } from '@/scripts/lib/cluster';
import { createTestProduct } from '../../fixtures/orders';
import { startSmtpServer } from '../../fixtures/smtp-server';
import { requestFrom, signInFrom } from '../support/loopback-client';
import { e2eAdmin, signIn } from '../support/staff';

const basePort = Number(process.env.CLUSTER_PORT ?? 3400);
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** One insights page view POSTed through nginx, as public/insights/script.js sends it. */
async function beacon(url: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/insights`, {
    method: 'POST',
    headers: { 'user-agent': BROWSER_UA, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: JSON.stringify({ n: 'pageview', p: path, w: 390 }),
  }).catch(() => undefined);
  if (!response) return { status: 0, upstream: null }; // refused: nothing listens there
  await response.arrayBuffer();
  // Every address nginx tried, the one that answered last.
  return { status: response.status, upstream: response.headers.get('x-upstream')?.split(', ').at(-1) ?? null };
}

const postFrom = (from: string, url: string, headers: Record<string, string>, body: string) =>
  requestFrom(from, url, { method: 'POST', headers, body });

/** A random loopback address: a client of its own. */
const loopbackClient = () => `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Places `count` orders from the loopback address `from` through `url`, each naming a new address of its own in
 * X-Forwarded-For; resolves with how many were placed.
 */
async function ordersNamingOtherAddresses(url: string, from: string, productId: number, count: number) {
  const actionId = await findServerActionId('.next', 'lib/shop/actions.ts', 'placeOrder');
  let placed = 0;
  for (let i = 0; i < count; i += 1) {
    const headers = { ...serverActionHeaders(actionId!, url), 'x-forwarded-for': `198.51.100.${i + 1}` };
    if (orderNumberIn((await postFrom(from, `${url}/checkout`, headers, placeOrderBody(productId, randomUUID()))).text))
      placed += 1;
  }
  return placed;
}

async function get(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    proxyCache: response.headers.get('x-cache-status'),
    upstream: response.headers.get('x-upstream'),
    body: await response.text(),
  };
}

/** Signs in through process A, sets a new price through the staff form; resolves when the action has answered. */
async function editPriceThroughA(
  browser: Browser,
  cluster: Cluster,
  productId: number,
  price: string,
  extraHTTPHeaders?: Record<string, string>,
) {
  const context = await browser.newContext({ baseURL: cluster.urlA, extraHTTPHeaders });
  const page = await context.newPage();
  // The cluster's own database has the account its seed made from ADMIN_EMAIL (below), not the e2e server's.
  await signIn(page, e2eAdmin);
  await page.goto(`/backoffice/products/edit/${productId}`);
  await page.getByLabel('Price (EUR)').fill(price);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved.' })).toBeVisible();
  return { context, page };
}

/**
 * Waits until `url`'s page is in the shared cache: Next stores a render after answering it, so a request right after
 * a miss can miss too on a busy machine; asked again until it is a hit (within expect's time limit).
 */
async function untilHit(url: string) {
  await expect.poll(async () => (await get(url)).cache).toBe('HIT');
}

/** The paths of `count` new product pages, never asked for yet. */
async function productPages(db: Db, count: number) {
  const products = await Promise.all(Array.from({ length: count }, () => createTestProduct(db, { price: '3.00' })));
  return products.map((product) => `/shopping/item/${product.id}`);
}

/**
 * True when a page rendered through A (a miss there, then a hit) is a hit on B's first request for it: B read A's
 * render from Redis. Tried on each path in turn until one is: B's read has a 500 ms deadline and a timeout opens a
 * 5 s breaker (lib/cache/redis-cache.mjs), so on a loaded machine B may miss by design; a new path, after the
 * breaker has closed, is a new try that B has not rendered itself. Without a shared cache every path misses on B.
 */
async function renderedOnAServedByB(cluster: Cluster, paths: string[]) {
  for (const [index, path] of paths.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect((await get(`${cluster.urlA}${path}`)).cache).toBe('MISS');
    await untilHit(`${cluster.urlA}${path}`);
    if ((await get(`${cluster.urlB}${path}`)).cache === 'HIT') return true;
    console.log(`${path}: a miss on B after a hit on A; trying another page`);
  }
  return false;
}

/** A product page cached on process B: rendered once through B, then a hit there. */
async function warmOnB(cluster: Cluster, productId: number, price: string) {
  await get(`${cluster.urlB}/shopping/item/${productId}`);
  await untilHit(`${cluster.urlB}/shopping/item/${productId}`);
  expect((await get(`${cluster.urlB}/shopping/item/${productId}`)).body).toContain(price);
}

function withAdmin() {
  process.env.ADMIN_EMAIL = e2eAdmin.email;
  process.env.ADMIN_PASSWORD = e2eAdmin.password;
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let squatter: http.Server;
let cluster: Cluster;
let db: Db;

test.beforeAll(async () => {
  // Migrating and seeding the database and starting five processes: minutes on a busy 2-core machine.
  test.setTimeout(300_000);
  withAdmin();
  smtp = await startSmtpServer();
  // B's insights port is taken when B starts: its listener's thread ends, and is started again once the port is free.
  squatter = http.createServer();
  await new Promise<void>((resolve) => squatter.listen(basePort + 16, '127.0.0.1', resolve));
  cluster = await startCluster({ basePort, redis: true, env: { SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: '300' } });
  db = createPrismaClient(cluster.databaseUrl);
});

test.afterAll(async () => {
  test.setTimeout(120_000); // each process is given up to 30 s to drain and stop
  await db?.$disconnect();
  await cluster?.stop();
  await smtp?.close();
  squatter?.close();
});

/** Keeps what both processes printed with the test's report. */
async function attachOutput() {
  for (const app of cluster.apps) await test.info().attach(`process ${app.name}`, { body: app.output.join('\n') });
}

test('two processes behind nginx share the cache, sessions, orders and the outbox; restarts and a Redis outage lose nothing', async ({
  browser,
}) => {
  try {
    const threadEnded = `Insights listener thread on port ${basePort + 16} ended`;
    await expect
      .poll(() => cluster.apps[1].output.some((line) => line.includes(threadEnded)), { timeout: 10_000 })
      .toBe(true);
    await new Promise((resolve) => squatter.close(resolve));
    // The thread's restarts back off (1, 2, 4, ... s): a loaded machine may reach the 16 s wait before the port is free.
    await expect
      .poll(async () => (await beacon(`http://127.0.0.1:${basePort + 16}`, '/pt/contact')).status, { timeout: 40_000 })
      .toBe(202);

    // The spec names what staff click in English; new accounts read the backoffice in Portuguese (docs/decisions/12-staff-run-directory.md §7).
    await db.adminUser.updateMany({ data: { locale: 'en' } });
    const product = await createTestProduct(db, { price: '21.00', quantity: 100_000 });

    // Behind nginx with one trusted hop (docs/deploy.md): a client naming other addresses in X-Forwarded-For is still
    // one client, held to 5 orders a minute; another connection's address is another client.
    const limited = await createTestProduct(db, { price: '9.00', quantity: 100 });
    expect(await ordersNamingOtherAddresses(cluster.url, '127.0.3.1', limited.id, 7)).toBe(5);
    expect(await ordersNamingOtherAddresses(cluster.url, '127.0.3.2', limited.id, 1)).toBe(1);

    // Both processes serve through the balanced port (an API route: pages may come from nginx's page cache); a page
    // cached through A is a hit on B.
    const upstreams = new Set<string | null>();
    for (let i = 0; i < 6; i += 1) upstreams.add((await get(`${cluster.url}/api/ready`)).upstream);
    expect(upstreams).toEqual(new Set(cluster.apps.map((app) => `127.0.0.1:${app.port}`)));
    expect(await renderedOnAServedByB(cluster, ['/shopping', ...(await productPages(db, 2))])).toBe(true);

    // nginx keeps the image optimizer's answers for both processes: one encode per URL and per Accept (Vary), so a
    // browser without WebP never gets the WebP another browser caused.
    const image = async (accept: string) => {
      const response = await fetch(`${cluster.url}/_next/image?url=%2Fbrand%2Flogo.png&w=640&q=75`, {
        headers: { accept },
      });
      await response.arrayBuffer();
      return [response.status, response.headers.get('content-type'), response.headers.get('x-cache-status')];
    };
    expect(await image('image/webp,*/*')).toEqual([200, 'image/webp', 'MISS']);
    expect(await image('image/webp,*/*')).toEqual([200, 'image/webp', 'HIT']);
    expect(await image('image/png')).toEqual([200, 'image/png', 'MISS']);
    expect(await image('image/png')).toEqual([200, 'image/png', 'HIT']);

    // Insights beacons through nginx go to both processes' plain listeners (INSIGHTS_PORT), answered 202 and stored.
    const beaconUpstreams = new Set<string | null>();
    for (let i = 0; i < 4; i += 1) {
      const sent = await beacon(cluster.url, '/pt/about');
      expect(sent.status).toBe(202);
      beaconUpstreams.add(sent.upstream);
    }
    expect(beaconUpstreams).toEqual(new Set(cluster.insightsPorts.map((port) => `127.0.0.1:${port}`)));
    const storedViews = (path: string, locale: string) =>
      db.insightEvent.count({ where: { name: 'pageview', path, locale } });
    await expect.poll(() => storedViews('/about', 'pt'), { timeout: 10_000 }).toBe(4);
    // A burst from one address meets nginx's limit (10 a second, bursts of 40): 429 and nothing stored for those.
    const burst = await Promise.all(Array.from({ length: 80 }, () => beacon(cluster.url, '/fr/contact')));
    const accepted = burst.filter((sent) => sent.status === 202).length;
    expect(accepted).toBeGreaterThan(0);
    expect(burst.filter((sent) => sent.status === 429).length).toBe(80 - accepted);
    expect(accepted).toBeLessThan(60);
    await expect.poll(() => storedViews('/contact', 'fr'), { timeout: 10_000 }).toBe(accepted);

    // A fresh process is ready at its first probe (database and Redis both reachable).
    expect(JSON.parse((await get(`${cluster.urlB}/api/ready`)).body)).toEqual({
      ready: true,
      draining: false,
      database: true,
      redis: true,
    });

    // Liveness and readiness answer quickly (median of 10, after a first call). Why 500 ms: the bound catches a probe
    // that waits on a timeout or a slow query (seconds), while a loaded 2-core machine stays far below it; their usual
    // speed (a few ms) is a timing for the bench.
    for (const endpoint of ['/api/health', '/api/ready']) {
      await get(`${cluster.urlA}${endpoint}`);
      const times: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const started = performance.now();
        expect((await get(`${cluster.urlA}${endpoint}`)).status).toBe(200);
        times.push(performance.now() - started);
      }
      const median = times.sort((a, b) => a - b)[5];
      console.log(`${endpoint}: median ${median.toFixed(1)} ms`);
      expect(median).toBeLessThan(500);
    }

    // A staff edit through A shows through B within one second.
    await warmOnB(cluster, product.id, '€21.00');
    // ... and through nginx's page cache (docs/deploy.md "The page cache"), which holds the page too.
    const itemPath = `/shopping/item/${product.id}`;
    await get(`${cluster.url}${itemPath}`);
    expect((await get(`${cluster.url}${itemPath}`)).proxyCache).toBe('HIT');
    // The browser names an address of its own: the activity log keeps the one nginx saw (this machine's).
    const { context, page } = await editPriceThroughA(browser, cluster, product.id, '23.45', {
      'x-forwarded-for': '203.0.113.66',
    });
    const edited = performance.now();
    let seenAfter = Infinity;
    while (performance.now() - edited < 5_000) {
      if ((await get(`${cluster.urlB}/shopping/item/${product.id}`)).body.includes('€23.45')) {
        seenAfter = performance.now() - edited;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.log(`Price edited through A, shown through B after ${seenAfter.toFixed(0)} ms`);
    // Why 5 s and not the second it takes: pages live a day in the cache (app/[locale]/layout.tsx), so the price can
    // only show within the poll through the tag revalidation shared in Redis; the second itself is a timing and belongs
    // in the bench, not here, where a loaded 2-core machine may take longer.
    expect(seenAfter).toBeLessThan(5_000);
    // The page cache keeps a page one second: past it, the next request through nginx is answered by a process,
    // which has the edit. So an edit shows through the proxy within the processes' own time plus one second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const throughProxy = await get(`${cluster.url}${itemPath}`);
    expect(throughProxy.proxyCache).toMatch(/^(EXPIRED|MISS)$/);
    expect(throughProxy.body).toContain('€23.45');
    const logged = await db.staffActivity.findMany({
      where: { action: { in: ['auth.login.success', 'product.update'] } },
      select: { address: true },
    });
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(new Set(logged.map((row) => row.address))).toEqual(new Set(['127.0.0.1']));

    // Hiding a review through A takes it off the partner page that B serves from the cache, within one second.
    const partner = await db.partner.findFirstOrThrow({ where: { isVisible: true }, orderBy: { id: 'asc' } });
    const author = `Cluster reviewer ${randomUUID().slice(0, 8)}`;
    await db.review.create({
      data: { partnerId: partner.id, rating: 4, authorName: author, comment: `Seen through B (${author})` },
    });
    const partnerUrl = `${cluster.urlB}/${partner.categorySlug}/${partner.number}`;
    await get(partnerUrl);
    const cachedPartner = await get(partnerUrl);
    expect(cachedPartner.cache).toBe('HIT');
    expect(cachedPartner.body).toContain(author);
    await page.goto('/backoffice/reviews');
    await page.getByRole('button', { name: `Hide review by ${author}` }).click();
    await expect(page.getByRole('button', { name: `Show review by ${author}` })).toBeVisible();
    const hidden = performance.now();
    let goneAfter = Infinity;
    while (performance.now() - hidden < 5_000) {
      if (!(await get(partnerUrl)).body.includes(author)) {
        goneAfter = performance.now() - hidden;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.log(`Review hidden through A, gone through B after ${goneAfter.toFixed(0)} ms`);
    expect(goneAfter).toBeLessThan(5_000); // as above: only the shared revalidation removes it before a day

    // The staff session from A works on B.
    await page.goto(`${cluster.urlB}/backoffice`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await context.close();

    // Orders placed continuously through nginx while A gets SIGTERM and restarts.
    const actionId = await findServerActionId('.next', 'lib/shop/actions.ts', 'placeOrder');
    expect(actionId).toBeTruthy();
    const told: string[] = [];
    const failures: string[] = [];
    let placing = true;
    const guest = async () => {
      while (placing) {
        // Each order from a loopback address of its own: one client's limit would refuse this load.
        const response = await postFrom(
          loopbackClient(),
          `${cluster.url}/checkout`,
          serverActionHeaders(actionId!, cluster.url),
          placeOrderBody(product.id, randomUUID()),
        );
        const number = orderNumberIn(response.text);
        if (response.status === 200 && number) told.push(number);
        else failures.push(`HTTP ${response.status}: ${response.text.replace(/\s+/g, ' ').slice(-300)}`);
      }
    };
    const guests = Promise.all([guest(), guest()]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [a] = cluster.apps;
    // Beacons sent to A's insights listener (its own thread) until it closes are all written, the last batch on the
    // way out: the thread's batches are written once a second, and the listener closes after the drain.
    let beaconsAccepted = 0;
    let lastStatus = 202;
    let terminatedAt = Infinity;
    const drainBeacons = (async () => {
      while (lastStatus === 202) {
        ({ status: lastStatus } = await beacon(`http://127.0.0.1:${cluster.insightsPorts[0]}`, '/pt/access', {
          'x-forwarded-for': benchClientAddress(),
        }));
        if (lastStatus === 202) beaconsAccepted += 1;
      }
      return performance.now() - terminatedAt;
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    terminatedAt = performance.now();
    const terminated = a.terminate();
    // Not-ready first (asked of A directly: nginx would pass a 503 on to B), while A still serves.
    await expect
      .poll(async () => (await get(`http://127.0.0.1:${a.port}/api/ready`)).status, { timeout: 2_000 })
      .toBe(503);
    expect(await terminated).toBe(143);
    const listenedAfterSigterm = await drainBeacons;
    console.log(
      `Beacons A's listener accepted before it closed: ${beaconsAccepted}, the last ${listenedAfterSigterm.toFixed(0)} ms after SIGTERM`,
    );
    expect(lastStatus).toBe(0); // the loop ended on a refused connection: the listener closed, nothing else
    expect(listenedAfterSigterm).toBeGreaterThanOrEqual(1_000); // it kept listening through the drain (SHUTDOWN_DRAIN_MS)
    expect(beaconsAccepted).toBeGreaterThan(0);
    expect(await db.insightEvent.count({ where: { path: '/access', locale: 'pt' } })).toBe(beaconsAccepted);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await a.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    placing = false;
    await guests;
    console.log(`Orders placed during the restart: ${told.length}, failed: ${failures.length}`);
    expect(failures).toEqual([]);
    expect(told.length).toBeGreaterThan(10);
    const stored = await db.order.findMany({
      where: { items: { some: { productId: product.id } } },
      select: { orderNumber: true },
    });
    expect(stored.map((order) => order.orderNumber).sort()).toEqual([...told].sort());

    // Two outbox senders deliver each e-mail exactly once (real SMTP on loopback).
    const unsent = () =>
      db.outboxEmail.findMany({
        where: { status: { not: 'sent' } },
        select: { id: true, status: true, lastError: true },
      });
    // Rendering each e-mail takes tens of milliseconds of CPU: a backlog of a few hundred takes a while here.
    await expect.poll(unsent, { timeout: 120_000, intervals: [1_000] }).toEqual([]);
    const rows = await db.outboxEmail.findMany({ select: { id: true } });
    expect(rows.length).toBeGreaterThanOrEqual(told.length * 2);
    const delivered = smtp.received.map((mail) => Number(mail.header('X-Outbox-Id')));
    expect(delivered.sort((x, y) => x - y)).toEqual(rows.map((row) => row.id).sort((x, y) => x - y));

    // With Redis stopped, pages still answer, and each process says so in one line.
    await cluster.stopRedis();
    for (const path of ['/shopping', '/about', `/shopping/item/${product.id}`, '/']) {
      const started = performance.now();
      expect((await get(`${cluster.url}${path}`)).status).toBe(200);
      // Why 5 s: each cache call gives up on the stopped Redis after 500 ms (TIMEOUT_MS, lib/cache/redis-cache.mjs)
      // instead of waiting for it; a page makes a few. The margin is for a loaded 2-core machine, not for the code.
      expect(performance.now() - started).toBeLessThan(5_000);
    }
    const outageLines = (app: Cluster['apps'][number]) =>
      app.output.filter((line) => line.includes('Shared cache: Redis')).length;
    expect(cluster.apps.map(outageLines)).toEqual([1, 1]);
  } finally {
    await attachOutput();
  }
});

test('control: without REDIS_URL each process keeps its own cache, and B serves the old price; without listeners beacons reach Next', async ({
  browser,
}) => {
  // The same nginx, database and build; both app processes started again without Redis and without insights
  // listeners. TRUST_PROXY_HOPS left unset: each app, reached directly, takes the client's address from the connection.
  await cluster.restartApps({ redis: false, insightsListener: false, trustProxyHops: null });
  // Views of /about stored by the first test (the same database) are not this test's.
  const aboutViews = () => db.insightEvent.count({ where: { name: 'pageview', path: '/about', locale: 'pt' } });
  const viewsBefore = await aboutViews();
  try {
    await db.adminUser.updateMany({ data: { locale: 'en' } });
    // With no insights listener up, nginx hands beacons to Next's own route (the upstream's backup servers).
    const sent = await beacon(cluster.url, '/pt/about');
    expect(sent.status).toBe(202);
    expect(cluster.apps.map((app) => `127.0.0.1:${app.port}`)).toContain(sent.upstream);
    await expect.poll(aboutViews, { timeout: 10_000 }).toBe(viewsBefore + 1);
    const product = await createTestProduct(db, { price: '31.00', quantity: 1_000 });
    // Reached directly with the default (no proxy): X-Forwarded-For is whatever the client sent and counts for nothing.
    const direct = `http://127.0.0.1:${cluster.apps[0].port}`;
    expect(await ordersNamingOtherAddresses(direct, '127.0.4.1', product.id, 7)).toBe(5);
    expect(await ordersNamingOtherAddresses(direct, '127.0.4.2', product.id, 1)).toBe(1);
    // Last round's lock-out attack: wrong passwords sent as the staff member's address lock out the sender only.
    for (let i = 0; i < 5; i += 1)
      expect(
        await signInFrom(
          direct,
          '127.0.4.3',
          { ...e2eAdmin, password: `wrong ${i}` },
          i % 2 ? '::ffff:127.0.4.4' : `198.51.100.${i}`,
        ),
      ).toBe('invalid');
    expect(await signInFrom(direct, '127.0.4.3', e2eAdmin, '127.0.4.4')).toBe('locked');
    expect(await signInFrom(direct, '127.0.4.4', e2eAdmin, '127.0.4.3')).toBe('ok');
    expect((await get(`${cluster.urlA}/shopping`)).cache).toBe('MISS');
    expect((await get(`${cluster.urlB}/shopping`)).cache).toBe('MISS');

    await warmOnB(cluster, product.id, '€31.00');
    const { context } = await editPriceThroughA(browser, cluster, product.id, '33.45');
    expect((await get(`${cluster.urlA}/shopping/item/${product.id}`)).body).toContain('€33.45');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const stale = await get(`${cluster.urlB}/shopping/item/${product.id}`);
    expect(stale.body).toContain('€31.00');
    expect(stale.body).not.toContain('€33.45');
    await context.close();
  } finally {
    await attachOutput();
  }
});
