// consumeRateLimit (lib/rate-limit.ts) against PostgreSQL: concurrent requests for one key never pass the limit
// together, events out of the window are neither counted nor kept, and a refused request records nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { consumeRateLimit, type RateLimit } from '@/lib/rate-limit';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

const limit: RateLimit = { bucket: 'test-limit', limit: 3, windowMinutes: 10 };
const consume = (key: string) => db.$transaction((tx) => consumeRateLimit(tx, limit, key));
const events = (key: string) => db.rateLimitEvent.count({ where: { bucket: limit.bucket, key } });

it('lets exactly `limit` of many concurrent requests for one key through, and records only those', async () => {
  // Ten transactions, all open before any counts: none can have committed when the others read.
  const count = 10;
  let started = 0;
  let allStarted = () => {};
  const barrier = new Promise<void>((resolve) => (allStarted = resolve));
  const results = await Promise.all(
    Array.from({ length: count }, () =>
      db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        started += 1;
        if (started === count) allStarted();
        await barrier;
        return consumeRateLimit(tx, limit, 'concurrent');
      }),
    ),
  );
  expect(results.filter(Boolean)).toHaveLength(3);
  expect(await events('concurrent')).toBe(3);
  // Another key has a limit of its own.
  expect(await consume('another')).toBe(true);
});

it('forgets events older than the window, deleting them, and counts the younger ones', async () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await db.rateLimitEvent.createMany({
    data: [
      { bucket: limit.bucket, key: 'window', createdAt: minutesAgo(11) },
      { bucket: limit.bucket, key: 'window', createdAt: minutesAgo(30) },
      { bucket: limit.bucket, key: 'window', createdAt: minutesAgo(9) },
      { bucket: limit.bucket, key: 'window', createdAt: minutesAgo(1) },
    ],
  });
  expect(await consume('window')).toBe(true);
  expect(await consume('window')).toBe(false);
  expect(await events('window')).toBe(3);
});

it('records nothing when the transaction that counted the request fails', async () => {
  await expect(
    db.$transaction(async (tx) => {
      await consumeRateLimit(tx, limit, 'rolled-back');
      throw new Error('the submission failed');
    }),
  ).rejects.toThrow('the submission failed');
  expect(await events('rolled-back')).toBe(0);
});
