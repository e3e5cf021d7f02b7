// The shared cache against a real redis-server (docs/deploy.md, "Shared cache"): two handlers stand for two server
// processes. A render that began before a staff save's revalidation is never served, whichever process stored it; a
// frozen Redis costs a call at most the documented cut-off, then nothing; unknown URLs (404 pages) are not stored.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCache, TIMEOUT_MS, type CacheEntry } from '@/lib/cache/redis-cache.mjs';
import { startRedisServer } from '../../fixtures/redis-server';

const DAY = 86_400;
const noImplicitTags = { implicitTags: [] };

/** A cached read (unstable_cache) of `price`, tagged like the shop's product reads. */
function cachedRead(price: string, tags = ['products']): CacheEntry {
  const now = Date.now();
  const at = Math.floor(now / 1000);
  const lifespan = {
    lastModifiedAt: at,
    staleAge: DAY,
    staleAt: at + DAY,
    expireAge: 2 * DAY,
    expireAt: at + 2 * DAY,
    revalidate: DAY,
  };
  return {
    lastModified: now,
    lifespan,
    tags,
    value: { kind: 'FETCH', data: { body: price, headers: {}, url: '' }, revalidate: DAY },
  };
}

function page(status: number): CacheEntry {
  const entry = cachedRead('');
  return {
    ...entry,
    tags: [],
    value: { kind: 'APP_PAGE', status, html: '<p>page</p>', headers: {}, postponed: undefined },
  };
}

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let processA: ReturnType<typeof createRedisCache>;
let processB: ReturnType<typeof createRedisCache>;

beforeAll(async () => {
  redis = await startRedisServer();
  processA = createRedisCache(redis.url, 'test:build:');
  processB = createRedisCache(redis.url, 'test:build:');
  while (!processA.client.isReady || !processB.client.isReady) await sleep(20);
});

afterAll(async () => {
  for (const { client } of [processA, processB]) client.destroy();
  await redis?.stop();
});

describe('shared cache in Redis', () => {
  it('never serves a render that began before its tag was revalidated, on any process', async () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const key = `product-page-${attempt}`;
      expect(await processB.handler.get(key, noImplicitTags)).toBeNull(); // B starts rendering with the old price
      await processA.handler.revalidateTag('products'); // A's save commits and revalidates
      await processB.handler.set(key, cachedRead('€21.00')); // B stores its render after that
      expect(await processA.handler.get(key, noImplicitTags)).toBeNull();
      expect(await processB.handler.get(key, noImplicitTags)).toBeNull();
    }
    // A render that began after the revalidation is stored and served on both.
    await sleep(2);
    expect(await processB.handler.get('product-page-fresh', noImplicitTags)).toBeNull();
    await processB.handler.set('product-page-fresh', cachedRead('€23.45'));
    const fresh = await processA.handler.get('product-page-fresh', noImplicitTags);
    expect(fresh?.value).toMatchObject({ data: { body: '€23.45' } });
    // Its lifetime travels with it: a process that never rendered the route would otherwise call it stale after 1 s.
    expect(fresh?.cacheControl).toEqual({ revalidate: DAY, expire: 2 * DAY });
  });

  it('does not store pages that answered 404', async () => {
    await processA.handler.set('/made-up-url', page(404));
    expect(await processB.handler.get('/made-up-url', noImplicitTags)).toBeNull();
    await processA.handler.set('/about', page(200));
    expect((await processB.handler.get('/about', noImplicitTags))?.value).toMatchObject({ status: 200 });
  });

  it(
    'costs each call at most the cut-off while Redis is frozen, and uses Redis again once it is back',
    { timeout: 60_000 },
    async () => {
      await processA.handler.set('warm', cachedRead('€5.00'));
      expect(await processA.handler.get('warm', noImplicitTags)).not.toBeNull();
      redis.freeze();
      const slowest = { get: 0, set: 0, revalidateTag: 0 };
      const timed = async (name: keyof typeof slowest, call: () => Promise<unknown>) => {
        const started = performance.now();
        const result = await call();
        slowest[name] = Math.max(slowest[name], performance.now() - started);
        return result;
      };
      try {
        // Four pages at a time, each asking for its entry, then storing its render, for 6 s (longer than the breaker).
        const until = performance.now() + 6_000;
        await Promise.all(
          [0, 1, 2, 3].map(async (worker) => {
            while (performance.now() < until) {
              expect(await timed('get', () => processA.handler.get('warm', noImplicitTags))).toBeNull();
              await timed('set', () => processB.handler.set(`during-${worker}`, cachedRead('€6.00')));
              if (worker === 0) await timed('revalidateTag', () => processA.handler.revalidateTag('products'));
              await sleep(25);
            }
          }),
        );
      } finally {
        redis.thaw();
      }
      console.log(`Slowest call while Redis was frozen (ms): ${JSON.stringify(slowest)}`);
      // Why TIMEOUT_MS + 1.5 s: without the timeout a call waits for the whole 6 s freeze; the margin over the timeout
      // is for a loaded 2-core machine, whose timers fire late, not for the code.
      for (const ms of Object.values(slowest)) expect(ms).toBeLessThan(TIMEOUT_MS + 1_500);
      // Back without a restart: entries are stored and read again.
      await expect
        .poll(
          async () => {
            await processB.handler.set('after', cachedRead('€7.00', []));
            return (await processA.handler.get('after', noImplicitTags))?.value;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toMatchObject({ data: { body: '€7.00' } });
    },
  );
});
