// The shared Next.js cache (docs/decisions/14-several-servers.md §1): next.config.ts points `cacheHandler` here. With REDIS_URL set, every server
// process reads and writes pages and cached reads in one Redis, and a tag revalidated by one process is gone for all
// of them (lib/cache/redis-cache.mjs: deadlines, breaker, tag times). Without it, each process keeps an in-memory LRU.
// Either way, pages that answered 404 are not stored (lib/cache/shared-cache.mjs). Plain .mjs because Next loads this
// file itself, outside the app's bundle.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import { createRedisCache } from './lib/cache/redis-cache.mjs';
import { skipNotFound } from './lib/cache/shared-cache.mjs';

CacheHandler.onCreation(({ buildId }) => {
  const url = process.env.REDIS_URL;
  // The budget of Next's own in-memory cache (50 MB), which this replaces; entries are counted by size, not number.
  if (!url)
    return {
      handlers: [skipNotFound(createLruHandler({ maxItemsNumber: 100_000, maxItemSizeBytes: 50 * 1024 * 1024 }))],
    };
  return { handlers: [createRedisCache(url, `algarve:${buildId ?? 'dev'}:`).handler] };
});

export default CacheHandler;
