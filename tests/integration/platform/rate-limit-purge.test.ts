// Old rate-limit events are purged (docs/deploy.md "Housekeeping"), whatever their bucket or key.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { LONGEST_RATE_LIMIT_WINDOW_MINUTES, purgeRateLimitEvents } from '@/lib/ops/rate-limit-purge';
import { ORDER_EMAILS_PER_RECIPIENT, ORDERS_PER_HOUR, ORDERS_PER_MINUTE } from '@/lib/shop/orders/order-limits';
import { BOOKING_LIMIT, REVIEW_LIMIT } from '@/lib/directory/submission';
import { PARTNERSHIP_RATE_LIMIT } from '@/lib/inbox/partnership';
import { CONTACT_RATE_LIMIT } from '@/lib/inbox/contact';
import { beaconLimit } from '@/lib/beacons/limit';
import { LOGIN_WINDOW_MINUTES } from '@/lib/staff/auth/credentials';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

it('no limit counts further back than the purge keeps', () => {
  const windows = [
    ORDERS_PER_MINUTE,
    ORDERS_PER_HOUR,
    ORDER_EMAILS_PER_RECIPIENT,
    REVIEW_LIMIT,
    BOOKING_LIMIT,
    PARTNERSHIP_RATE_LIMIT,
    CONTACT_RATE_LIMIT,
    beaconLimit(),
  ].map((limit) => limit.windowMinutes);
  expect(Math.max(...windows, LOGIN_WINDOW_MINUTES)).toBe(LONGEST_RATE_LIMIT_WINDOW_MINUTES);
});

it('deletes events older than the longest window, in every bucket, and keeps younger ones', async () => {
  const now = new Date();
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const key = `purge-${now.getTime()}`;
  await db.rateLimitEvent.createMany({
    data: [
      { bucket: 'order-address-hour', key, createdAt: minutesAgo(LONGEST_RATE_LIMIT_WINDOW_MINUTES + 1) },
      { bucket: 'admin-login-fail-pair', key, createdAt: minutesAgo(24 * 60) },
      { bucket: 'contact-form', key, createdAt: minutesAgo(LONGEST_RATE_LIMIT_WINDOW_MINUTES - 1) },
      { bucket: 'insights-beacon', key, createdAt: minutesAgo(0) },
    ],
  });
  expect(await purgeRateLimitEvents(db, now)).toBeGreaterThanOrEqual(2);
  const left = await db.rateLimitEvent.findMany({ where: { key }, orderBy: { bucket: 'asc' } });
  expect(left.map((event) => event.bucket)).toEqual(['contact-form', 'insights-beacon']);
});
