// The shared cache's Redis connection and handler (docs/deploy.md, "Shared cache"), used by cache-handler.mjs and the
// tests. Plain .mjs because Next loads cache-handler.mjs outside the app's bundle.
//
// Why these settings:
// - keys start with the build id, so two deployments (a rolling restart) never read each other's pages;
// - during an outage the handler must not wait: commands fail at once while the client is disconnected
//   (`disableOfflineQueue`, and the handler checks `isReady`); a hung Redis costs an operation at most TIMEOUT_MS,
//   then a breaker makes every call a miss at once for BREAKER_MS (shared-cache.mjs), and the socket, idle meanwhile,
//   is dropped after SOCKET_TIMEOUT_MS and reconnected: Next renders pages itself until Redis answers. A healthy idle
//   connection never times out: it is pinged every PING_MS, and the next ping waits for the last one's answer. One
//   line is logged when Redis goes away and one when it is back;
// - when it is back, this build's entries are deleted: tags revalidated while the connection was down may not have
//   reached Redis, so what it holds may be stale (the tag times that could not be written are written then too).
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { guardRedisHandler } from './shared-cache.mjs';

export const TIMEOUT_MS = 500;
const BREAKER_MS = 5_000;
const PING_MS = 1_000;
const SOCKET_TIMEOUT_MS = 2_500;

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

/**
 * Connects to the Redis at `url` (not awaited: a Redis that is down at start must not hold up the first page) and
 * returns a cache handler for @fortedigital/nextjs-cache-handler whose every operation answers within TIMEOUT_MS
 * (500 ms), as a miss when Redis cannot (shared-cache.mjs).
 * @param {string} url redis:// URL.
 * @param {string} keyPrefix prefix of every key (`algarve:<build id>:`).
 * @returns {{ handler: object, client: import('redis').RedisClientType }} the client, to close it (tests).
 */
export function createRedisCache(url, keyPrefix) {
  let down = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: PING_MS,
    socket: {
      connectTimeout: 2_000,
      socketTimeout: SOCKET_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
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
      (count) =>
        console.log(`Shared cache: Redis at ${where(url)} is back; ${count} entries from before the outage dropped.`),
      (error) =>
        console.error(
          `Shared cache: Redis is back but its old entries could not be dropped (${error?.message ?? error}).`,
        ),
    );
  });
  client.connect().catch(() => undefined);
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: TIMEOUT_MS });
  return {
    client,
    handler: guardRedisHandler(redis, client, { keyPrefix, timeoutMs: TIMEOUT_MS, breakerMs: BREAKER_MS }),
  };
}
