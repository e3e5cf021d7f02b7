import { createClient } from 'redis';
import { prisma } from '@/lib/db';
import { isDraining } from './lifecycle';

const CHECK_TIMEOUT_MS = 300;
/** Budget for a check whose connection is not open yet: a fresh process's first probe, or Redis's first connect. */
const FIRST_CONNECT_TIMEOUT_MS = 3_000;
/** Readiness of this process: what `/api/ready` answers (issue 14 §3). `redis` is absent without REDIS_URL. */
export type Readiness = { ready: boolean; draining: boolean; database: boolean; redis?: boolean };

function withTimeout<T>(work: Promise<T>, timeoutMs = CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.then(() => true, () => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(resolve, timeoutMs, false);
    }),
  ]).finally(() => clearTimeout(timer));
}

const state = globalThis as unknown as {
  readinessRedis?: { client: ReturnType<typeof createClient>; connected: Promise<unknown>; settled: boolean };
  readinessDatabaseReached?: boolean;
};

/**
 * SELECT 1 through the process's pool. Until one has succeeded, the pool may still be opening its first connection
 * (a process that so far served only cached pages never did), so the check gets the first-connect budget; after
 * that, the usual 300 ms.
 */
function databasePing(): Promise<boolean> {
  const reached = state.readinessDatabaseReached === true;
  const query = prisma.$queryRaw`SELECT 1`.then(() => {
    state.readinessDatabaseReached = true;
  });
  return withTimeout(query, reached ? CHECK_TIMEOUT_MS : FIRST_CONNECT_TIMEOUT_MS);
}

/**
 * PING on a client of its own (the cache handler's lives outside the app bundle), failing at once while
 * disconnected. Until the first connection is open the probe waits for it (first-connect budget), so a fresh
 * process is not reported unready.
 */
function redisPing(url: string): Promise<boolean> {
  if (!state.readinessRedis) {
    const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 1_000, reconnectStrategy: 1_000 } });
    client.on('error', () => undefined); // the cache handler logs outages; this only answers probes
    const entry = { client, connected: client.connect().catch(() => undefined), settled: false };
    void entry.connected.finally(() => {
      entry.settled = true;
    });
    state.readinessRedis = entry;
  }
  const { client, connected, settled } = state.readinessRedis;
  return withTimeout(
    connected.then(() => client.ping()),
    settled ? CHECK_TIMEOUT_MS : FIRST_CONNECT_TIMEOUT_MS,
  );
}

/**
 * Checks the database (SELECT 1) and, when REDIS_URL is set, Redis (PING), in parallel, each given 300 ms once its
 * connection is open and 3 s before (so a fresh process is ready at its first probe); a draining process (SIGTERM
 * received) is not ready whatever they say. Never throws. Issue 14 §3.
 */
export async function checkReadiness(): Promise<Readiness> {
  const redisUrl = process.env.REDIS_URL;
  const [database, redis] = await Promise.all([
    databasePing(),
    redisUrl ? redisPing(redisUrl) : Promise.resolve(undefined),
  ]);
  const draining = isDraining();
  return { ready: !draining && database && redis !== false, draining, database, ...(redis === undefined ? {} : { redis }) };
}
