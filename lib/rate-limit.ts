import { createHash } from 'node:crypto';
import { Prisma } from '@/generated/prisma/client';
import type { Tx } from '@/lib/db';
import { CONNECTION_ADDRESS_HEADER, normalizeAddress, requestGuardInstalled } from '@/lib/ops/connection-address.mjs';

/** A limit: at most `limit` events per `key` in the last `windowMinutes` minutes, in the named bucket. */
export type RateLimit = { bucket: string; limit: number; windowMinutes: number };

/**
 * Takes a PostgreSQL advisory lock on `bucket:key` held until the transaction ends: concurrent transactions for
 * one key run their count-then-write one after the other (rate limits here, pickup slots in lib/shop).
 */
export async function lockKey(tx: Tx, bucket: string, key: string) {
  // Serializes concurrent requests for one key, so a flood cannot slip past the count.
  await tx.$executeRaw`SELECT ${advisoryLock(bucket, key)}`;
}

/** The SQL call that takes `bucket:key`'s lock (lockKey), one per key whoever takes it. */
const advisoryLock = (bucket: string, key: string) =>
  Prisma.sql`pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`;

/**
 * Events of `key` in the bucket within the window (rows older than the window are deleted on the way).
 * Call inside a transaction; takes a per-key lock held until it ends.
 */
export async function countRecentEvents(tx: Tx, { bucket, windowMinutes }: RateLimit, key: string): Promise<number> {
  await lockKey(tx, bucket, key);
  const since = new Date(Date.now() - windowMinutes * 60_000);
  await tx.rateLimitEvent.deleteMany({ where: { bucket, key, createdAt: { lt: since } } });
  return tx.rateLimitEvent.count({ where: { bucket, key, createdAt: { gte: since } } });
}

/**
 * Counts one request against the limit, stored in PostgreSQL so it holds across server instances and restarts
 * (issues: per-address limits on reviews and forms). Call inside the transaction that stores the submission, so
 * a refused or failed request leaves nothing behind.
 * @returns true when the request is allowed (and was counted), false when the limit is reached.
 */
export async function consumeRateLimit(tx: Tx, limit: RateLimit, key: string): Promise<boolean> {
  const [allowed] = await consumeRateLimits(tx, [{ limit, key }]);
  return allowed;
}

/**
 * Counts one request against several limits at once (consumeRateLimit for each, in two statements whatever their
 * number: placing an order counts three, docs/performance.md "Placing an order"). Takes every limit's lock first, in
 * the order given (callers that share a key list their limits in the same order), then purges, counts and records
 * in one statement, which comes after the locks' own, so it reads what their previous holders committed; its parts
 * share one snapshot, so each count is of the events before this one. A limit that is reached is not recorded; the
 * others are, so a caller refusing the request must roll its transaction back.
 * @returns for each limit in order, true when it was under its limit (and was counted).
 */
export async function consumeRateLimits(tx: Tx, limits: { limit: RateLimit; key: string }[]): Promise<boolean[]> {
  if (limits.length === 0) return [];
  // Every limit's lock, in the order given (lockKey's, several in one statement).
  const locks = limits.map(({ limit, key }) => advisoryLock(limit.bucket, key));
  await tx.$executeRaw`SELECT ${Prisma.join(locks)}`;
  const now = Date.now();
  const wanted = limits.map(
    ({ limit: { bucket, limit, windowMinutes }, key }, index) =>
      Prisma.sql`(${index}::int, ${bucket}::text, ${key}::text, ${limit}::int, ${new Date(now - windowMinutes * 60_000)}::timestamptz)`,
  );
  const rows = await tx.$queryRaw<{ position: number; allowed: boolean }[]>`
    WITH wanted (position, bucket, key, cap, since) AS (VALUES ${Prisma.join(wanted)}),
    purged AS (
      DELETE FROM rate_limit_events e USING wanted w
      WHERE e.bucket = w.bucket AND e.key = w.key AND e.created_at < w.since
    ), counted AS (
      SELECT w.position, w.bucket, w.key, w.cap,
        (SELECT count(*)::int FROM rate_limit_events e
         WHERE e.bucket = w.bucket AND e.key = w.key AND e.created_at >= w.since) AS recent
      FROM wanted w
    ), recorded AS (
      INSERT INTO rate_limit_events (bucket, key) SELECT bucket, key FROM counted WHERE recent < cap
    )
    SELECT position, recent < cap AS allowed FROM counted`;
  const allowed = new Map(rows.map((row) => [row.position, row.allowed]));
  return limits.map((_, index) => allowed.get(index) === true);
}

/** More proxies than any deployment has; a larger TRUST_PROXY_HOPS is a mistake and reads as none. */
const MAX_PROXY_HOPS = 5;

/**
 * How many reverse proxies in front of the app append the address they were connected from to X-Forwarded-For
 * (`TRUST_PROXY_HOPS`, docs/deploy.md "Client addresses"): 0, the default, means none (the app is reached directly);
 * 1 is one nginx with `$proxy_add_x_forwarded_for`. Anything but a whole number from 0 to 5 reads as 0.
 */
export function trustProxyHops(value = process.env.TRUST_PROXY_HOPS): number {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= MAX_PROXY_HOPS ? hops : 0;
}

/**
 * The client's address: the connection's (the private header lib/ops/request-guard.mjs sets from the socket), or,
 * behind `hops` trusted proxies, the X-Forwarded-For entry the outermost one appended, counted from the connection.
 * Entries further left are whatever the client sent, so a client cannot pick its own address (docs/deploy.md
 * "Client addresses"); fewer entries than hops give the leftmost. IPv4-mapped addresses read as IPv4, at most 64
 * characters. "unknown" when the request guard does not run in this process (its header could then be the client's).
 * @param hops trusted proxies in front of the app (trustProxyHops()).
 */
export function clientAddress(headers: Pick<Headers, 'get'>, hops = trustProxyHops()): string {
  const connection = requestGuardInstalled() ? headers.get(CONNECTION_ADDRESS_HEADER) : null;
  if (!connection) return 'unknown';
  const header = hops > 0 ? headers.get('x-forwarded-for') : null;
  const forwarded = header ? header.split(',').map((entry) => entry.trim()) : [];
  const chain = [...forwarded, connection];
  return normalizeAddress(chain[Math.max(0, chain.length - 1 - hops)]);
}

/**
 * The rate-limit key of an e-mail recipient (lower-cased, hashed like addresses: the table holds no address), for
 * limits per recipient on every e-mail a visitor can trigger (docs/membership.md "Partner accounts").
 */
export function recipientKey(email: string): string {
  return createHash('sha256').update(`recipient:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
}

/**
 * The client's address for rate limits and the sign-in lockout (clientAddress), hashed so the database never
 * stores guests' raw IP addresses.
 */
export function clientAddressKey(headers: Pick<Headers, 'get'>, hops = trustProxyHops()): string {
  return createHash('sha256')
    .update(`client-address:${clientAddress(headers, hops)}`)
    .digest('base64url')
    .slice(0, 22);
}
