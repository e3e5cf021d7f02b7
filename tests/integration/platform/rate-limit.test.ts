// consumeRateLimit and consumeRateLimits (lib/rate-limit.ts) against PostgreSQL: concurrent requests for one key never
// pass the limit together, events out of the window are neither counted nor kept, and a refused request records
// nothing; several limits counted at once each keep their own count.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPrismaClient, type Db, type Tx } from '@/lib/db';
import { consumeRateLimit, consumeRateLimits, type RateLimit } from '@/lib/rate-limit';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

const limit: RateLimit = { bucket: 'test-limit', limit: 3, windowMinutes: 10 };
const consume = (key: string) => db.$transaction((tx) => consumeRateLimit(tx, limit, key));
const events = (key: string) => db.rateLimitEvent.count({ where: { bucket: limit.bucket, key } });

/** Runs `work` in `count` transactions, all open before any of them goes on: none can have committed when the others read. */
function inOpenTransactions<T>(count: number, work: (tx: Tx) => Promise<T>): Promise<T[]> {
  let started = 0;
  let allStarted = () => {};
  const barrier = new Promise<void>((resolve) => (allStarted = resolve));
  return Promise.all(
    Array.from({ length: count }, () =>
      db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        started += 1;
        if (started === count) allStarted();
        await barrier;
        return work(tx);
      }),
    ),
  );
}

it('lets exactly `limit` of many concurrent requests for one key through, and records only those', async () => {
  const results = await inOpenTransactions(10, (tx) => consumeRateLimit(tx, limit, 'concurrent'));
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

it('counts several limits at once, each against its own key and window, concurrent requests included', async () => {
  const perMinute: RateLimit = { bucket: 'test-minute', limit: 2, windowMinutes: 1 };
  const perHour: RateLimit = { bucket: 'test-hour', limit: 4, windowMinutes: 60 };
  const recipient: RateLimit = { bucket: 'test-recipient', limit: 5, windowMinutes: 60 };
  // An event of 30 minutes ago counts for the hour, not for the minute (and stays).
  await db.rateLimitEvent.create({
    data: { bucket: perHour.bucket, key: 'client', createdAt: new Date(Date.now() - 30 * 60_000) },
  });
  const results = await inOpenTransactions(6, (tx) =>
    consumeRateLimits(tx, [
      { limit: perMinute, key: 'client' },
      { limit: perHour, key: 'client' },
      { limit: recipient, key: 'someone' },
    ]),
  );
  // Each limit lets through as many as it has room for, whatever the others said (the caller rolls back).
  expect(results.filter(([minute]) => minute)).toHaveLength(2);
  expect(results.filter(([, hour]) => hour)).toHaveLength(3);
  expect(results.filter(([, , mail]) => mail)).toHaveLength(5);
  const stored = (bucket: string) => db.rateLimitEvent.count({ where: { bucket } });
  expect([await stored(perMinute.bucket), await stored(perHour.bucket), await stored(recipient.bucket)]).toEqual([
    2, 4, 5,
  ]);
  expect(await db.$transaction((tx) => consumeRateLimits(tx, []))).toEqual([]);
});
