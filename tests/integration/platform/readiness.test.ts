// Readiness of a fresh process (docs/decisions/14-several-servers.md §3): the first probe may have to open the pool's first connection, which
// can take longer than the 300 ms an open connection gets. Between the checks and PostgreSQL sits a TCP relay that
// delays each new connection, or stops passing bytes, as a loaded or stalled database would.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPrismaClient } from '@/lib/db';
import { checkReadiness } from '@/lib/ops/readiness';
import { startRelay, type Relay } from '../../fixtures/tcp-relay';

const globals = globalThis as unknown as { prisma?: ReturnType<typeof createPrismaClient> };
let relay: Relay;

beforeAll(async () => {
  delete process.env.REDIS_URL; // the database half only: Redis is checked by the cluster test
  relay = await startRelay(new URL(process.env.DATABASE_URL!), 800);
  globals.prisma = createPrismaClient(relay.url);
});

afterAll(async () => {
  await relay.close(); // first: the stalled query never completes, and its connection would hold up $disconnect
  await globals.prisma?.$disconnect();
  delete globals.prisma;
});

test('a fresh process whose first database connection takes 800 ms is ready at its first probe', async () => {
  const started = performance.now();
  expect(await checkReadiness()).toEqual({ ready: true, draining: false, database: true });
  expect(performance.now() - started).toBeGreaterThanOrEqual(700);
});

test('once connected, a database that stops answering makes the process unready within the usual 300 ms budget', async () => {
  expect((await checkReadiness()).database).toBe(true);
  relay.stalled = true;
  const started = performance.now();
  expect(await checkReadiness()).toEqual({ ready: false, draining: false, database: false });
  // Why 1 s: the stalled query never answers, so without the 300 ms budget the check would wait forever; the margin
  // over 300 ms is for a loaded 2-core machine, whose timers fire late, not for the code.
  expect(performance.now() - started).toBeLessThan(1_000);
});

test('/api/health answers 503 within its deadline while the database hangs, and leaves no connection open', async () => {
  const { GET } = await import('@/app/api/health/route');
  const database = process.env.DATABASE_URL!;
  const direct = await startRelay(new URL(database)); // the health check's own connection comes through here
  process.env.DATABASE_URL = direct.url;
  try {
    expect((await GET()).status).toBe(200);
    relay.stalled = true;
    direct.stalled = true;
    const started = performance.now();
    const answers = await Promise.all([GET(), GET(), GET()]);
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    // Why 2 s: both connections hang for good, so only the route's deadline ends the answers; the margin is for a
    // loaded 2-core machine's late timers (three checks at once), not for the code.
    expect(performance.now() - started).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(direct.openConnections()).toBe(0);
  } finally {
    process.env.DATABASE_URL = database;
    await direct.close();
  }
});
