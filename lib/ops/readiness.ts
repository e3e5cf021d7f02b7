import { createClient } from 'redis';
import { prisma } from '@/lib/db';
import { isDraining } from './lifecycle';

const CHECK_TIMEOUT_MS = 300;
/** Budget for a check whose connection is not open yet: a fresh process's first probe, or Redis's first connect. */
const FIRST_CONNECT_TIMEOUT_MS = 3_000;
/** Readiness of this process: what `/api/ready` answers (docs/decisions/14-several-servers.md §3). `redis` is absent without REDIS_URL. */
export type Readiness = { ready: boolean; draining: boolean; database: boolean; redis?: boolean };

function withTimeout<T>(work: Promise<T>, timeoutMs = CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(resolve, timeoutMs, false);
    }),
  ]).finally(() => clearTimeout(timer));
}

const state = globalThis as unknown as {
  readinessRedis?: { client: ReturnType<typeof createClient>; connected: Promise<unknown>; settled: boolean };
  readinessDatabaseReachedAt?: number;
};

/** pg's pool closes a connection idle this long (its default), so a later query opens a new one. */
const POOL_IDLE_MS = 10_000;

/**
 * SELECT 1 through the process's pool. Unless one succeeded within the pool's idle time, the pool may have to open a
 * connection first (a process that so far served only cached pages never did, and Prisma readies its query compiler
 * on the first query), so the check gets the first-connect budget; otherwise the usual 300 ms.
 */
function databasePing(): Promise<boolean> {
  const connected = Date.now() - (state.readinessDatabaseReachedAt ?? -Infinity) < POOL_IDLE_MS;
  const query = prisma.$queryRaw`SELECT 1`.then(() => {
    state.readinessDatabaseReachedAt = Date.now();
  });
  return withTimeout(query, connected ? CHECK_TIMEOUT_MS : FIRST_CONNECT_TIMEOUT_MS);
}

/**
 * PING on a client of its own (the cache handler's lives outside the app bundle), failing at once while
 * disconnected. Until the first connection is open the probe waits for it (first-connect budget), so a fresh
 * process is not reported unready.
 */
function redisPing(url: string): Promise<boolean> {
  if (!state.readinessRedis) {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1_000, reconnectStrategy: 1_000 },
    });
    client.on('error', () => undefined); // the cache handler logs outages; this only answers probes
    const entry = { client, connected: client.connect().catch(() => undefined), settled: false };
    // Settled once the first attempt has connected or failed: the client keeps retrying inside one pending connect(),
    // and a Redis that is down must not cost every probe the first-connect budget.
    const settle = () => {
      entry.settled = true;
    };
    void entry.connected.finally(settle);
    client.once('error', settle);
    state.readinessRedis = entry;
  }
  const { client, connected, settled } = state.readinessRedis;
  // Once settled, PING fails at once while disconnected (no offline queue) instead of waiting on connect().
  const ping = (settled ? Promise.resolve() : connected).then(() => client.ping());
  return withTimeout(ping, settled ? CHECK_TIMEOUT_MS : FIRST_CONNECT_TIMEOUT_MS);
}

/**
 * Checks the database (SELECT 1) and, when REDIS_URL is set, Redis (PING), in parallel. Each gets 300 ms when its
 * connection is open, and 3 s when it may have to connect first (a fresh process, a pool idle for 10 s), so a fresh
 * process is ready at its first probe. A draining process (SIGTERM received) is not ready whatever they say. Never
 * throws. docs/decisions/14-several-servers.md §3.
 */
export async function checkReadiness(): Promise<Readiness> {
  const redisUrl = process.env.REDIS_URL;
  const [database, redis] = await Promise.all([
    databasePing(),
    redisUrl ? redisPing(redisUrl) : Promise.resolve(undefined),
  ]);
  const draining = isDraining();
  return {
    ready: !draining && database && redis !== false,
    draining,
    database,
    ...(redis === undefined ? {} : { redis }),
  };
}
