import { createClient } from 'redis';
import { prisma } from '@/lib/db';
import { isDraining } from './lifecycle';

const CHECK_TIMEOUT_MS = 300;
/** Readiness of this process: what `/api/ready` answers (issue 14 §3). `redis` is absent without REDIS_URL. */
export type Readiness = { ready: boolean; draining: boolean; database: boolean; redis?: boolean };

function withTimeout<T>(work: Promise<T>): Promise<boolean> {
  return Promise.race([
    work.then(() => true, () => false),
    new Promise<boolean>((resolve) => setTimeout(resolve, CHECK_TIMEOUT_MS, false)),
  ]);
}

const state = globalThis as unknown as { readinessRedis?: { client: ReturnType<typeof createClient>; connected: Promise<unknown> } };

/**
 * PING on a client of its own (the cache handler's lives outside the app bundle), failing at once while
 * disconnected. The first probe waits for the first connection, so a fresh process is not reported unready.
 */
function redisPing(url: string): Promise<string> {
  if (!state.readinessRedis) {
    const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 1_000, reconnectStrategy: 1_000 } });
    client.on('error', () => undefined); // the cache handler logs outages; this only answers probes
    state.readinessRedis = { client, connected: client.connect().catch(() => undefined) };
  }
  const { client, connected } = state.readinessRedis;
  return connected.then(() => client.ping());
}

/**
 * Checks the database (SELECT 1) and, when REDIS_URL is set, Redis (PING), each given 300 ms, in parallel; a
 * draining process (SIGTERM received) is not ready whatever they say. Never throws.
 */
export async function checkReadiness(): Promise<Readiness> {
  const redisUrl = process.env.REDIS_URL;
  const [database, redis] = await Promise.all([
    withTimeout(prisma.$queryRaw`SELECT 1`),
    redisUrl ? withTimeout(redisPing(redisUrl)) : Promise.resolve(undefined),
  ]);
  const draining = isDraining();
  return { ready: !draining && database && redis !== false, draining, database, ...(redis === undefined ? {} : { redis }) };
}
