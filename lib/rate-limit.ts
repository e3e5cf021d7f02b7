import { createHash } from 'node:crypto';
import type { Tx } from '@/lib/db';

/** A limit: at most `limit` events per `key` in the last `windowMinutes` minutes, in the named bucket. */
export type RateLimit = { bucket: string; limit: number; windowMinutes: number };

/**
 * Takes a PostgreSQL advisory lock on `bucket:key` held until the transaction ends: concurrent transactions for
 * one key run their count-then-write one after the other (rate limits here, pickup slots in lib/shop).
 */
export async function lockKey(tx: Tx, bucket: string, key: string) {
  // Serializes concurrent requests for one key, so a flood cannot slip past the count.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`;
}

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

/** Records one event of `key` in the bucket. */
export async function recordEvent(tx: Tx, bucket: string, key: string): Promise<void> {
  await tx.rateLimitEvent.create({ data: { bucket, key } });
}

/**
 * Counts one request against the limit, stored in PostgreSQL so it holds across server instances and restarts
 * (issues: per-address limits on reviews and forms). Call inside the transaction that stores the submission, so
 * a refused or failed request leaves nothing behind.
 * @returns true when the request is allowed (and was counted), false when the limit is reached.
 */
export async function consumeRateLimit(tx: Tx, limit: RateLimit, key: string): Promise<boolean> {
  if ((await countRecentEvents(tx, limit, key)) >= limit.limit) return false;
  await recordEvent(tx, limit.bucket, key);
  return true;
}

/**
 * How many reverse proxies in front of the app append to X-Forwarded-For (`TRUST_PROXY_HOPS`, default 1: one
 * proxy such as nginx with `$proxy_add_x_forwarded_for`, or none, where Next fills the header from the connection).
 */
export function trustProxyHops(value = process.env.TRUST_PROXY_HOPS): number {
  const hops = Number(value ?? 1);
  return Number.isInteger(hops) && hops >= 1 ? hops : 1;
}

/**
 * The client's address: the X-Forwarded-For entry that the outermost trusted proxy appended, `hops` entries from
 * the right. Entries further left are whatever the client sent, so a client cannot pick its own address by sending
 * the header (issue 6 §5). "unknown" when the header is missing.
 * @param hops trusted proxies in front of the app (trustProxyHops()).
 */
export function clientAddress(headers: Pick<Headers, 'get'>, hops = trustProxyHops()): string {
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
  return chain[Math.max(0, chain.length - hops)] || 'unknown';
}

/**
 * The client's address for rate limits and the sign-in lockout (clientAddress), hashed so the database never
 * stores guests' raw IP addresses.
 */
export function clientAddressKey(headers: Headers, hops = trustProxyHops()): string {
  return createHash('sha256').update(`client-address:${clientAddress(headers, hops)}`).digest('base64url').slice(0, 22);
}
