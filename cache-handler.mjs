// The shared Next.js cache (issue 14 §1): with REDIS_URL set, next.config.ts points `cacheHandler` here, so every
// server process reads and writes pages and cached reads in one Redis, and a tag revalidated by one process is
// gone for all of them. Plain .mjs because Next loads this file itself, outside the app's bundle.
//
// Why these settings:
// - keys start with the build id, so two deployments (a rolling restart) never read each other's pages;
// - during an outage the handler must not wait: commands fail at once while the client is disconnected
//   (`disableOfflineQueue`, and the handler checks `isReady`), a hung Redis is cut off after `timeoutMs`, and
//   Next then renders the page itself. One line is logged when Redis goes away and one when it is back;
// - when it is back, this build's entries are deleted: tags revalidated during the outage never reached Redis,
//   so what it holds may be stale.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';

const TIMEOUT_MS = 500;

/** host:port of a redis:// URL, for log lines (never the password). */
function where(url) {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || 6379}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** Deletes every key of this build (SCAN + UNLINK), after an outage. */
async function dropEntries(client, keyPrefix) {
  const keys = [];
  for await (const batch of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) keys.push(...batch);
  if (keys.length > 0) await client.unlink(keys);
  return keys.length;
}

CacheHandler.onCreation(({ buildId }) => {
  const url = process.env.REDIS_URL;
  // A standalone build always installs this handler; without REDIS_URL it keeps Next's usual in-memory cache.
  if (!url) return { handlers: [createLruHandler()] };
  const keyPrefix = `algarve:${buildId ?? 'dev'}:`;
  let down = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  client.on('error', (error) => {
    if (down) return;
    down = true;
    console.error(
      `Shared cache: Redis at ${where(url)} is unreachable (${error?.code ?? error?.message ?? error}); ` +
        'pages are rendered without the shared cache until it is back.',
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    dropEntries(client, keyPrefix).then(
      (count) => console.log(`Shared cache: Redis at ${where(url)} is back; ${count} entries from before the outage dropped.`),
      (error) => console.error(`Shared cache: Redis is back but its old entries could not be dropped (${error?.message ?? error}).`),
    );
  });
  // Not awaited: a Redis that is down at start must not hold up the first page.
  client.connect().catch(() => undefined);
  return { handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: TIMEOUT_MS })] };
});

export default CacheHandler;
