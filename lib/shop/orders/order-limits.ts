import { createHash } from 'node:crypto';
import type { Tx } from '@/lib/db';
import { consumeRateLimits, type RateLimit } from '@/lib/rate-limit';

/*
 * Limits on placing orders from the public checkout (docs/decisions/11-staff-security.md §6), kept in PostgreSQL so they hold across server
 * processes. They are counted inside the order's own transaction: a refused order stores nothing, and a failed
 * order gives its counts back.
 */

/** Orders per client address: 5 a minute and 20 an hour. */
export const ORDERS_PER_MINUTE: RateLimit = { bucket: 'order-address-minute', limit: 5, windowMinutes: 1 };
export const ORDERS_PER_HOUR: RateLimit = { bucket: 'order-address-hour', limit: 20, windowMinutes: 60 };
/** Orders waiting for confirmation (status pending) per customer e-mail address. */
export const MAX_PENDING_ORDERS_PER_EMAIL = 3;
/**
 * Order e-mails that placing orders may send to one recipient in an hour. Staff e-mails (status changes, resends)
 * are not capped: staff are signed in, and a capped status e-mail would be lost without anyone knowing.
 */
export const ORDER_EMAILS_PER_RECIPIENT: RateLimit = { bucket: 'order-email-recipient', limit: 10, windowMinutes: 60 };

/** Why an order was refused; each reason is an `OrderErrors` message key. */
export type OrderLimitReason = 'tooManyOrders' | 'tooManyPending' | 'tooManyEmails';

/** Thrown inside the order's transaction to roll it back; submitOrder turns it into a translated message. */
export class OrderLimitError extends Error {
  constructor(readonly reason: OrderLimitReason) {
    super(`Order refused: ${reason}`);
    this.name = 'OrderLimitError';
  }
}

/** The rate-limit key of an e-mail address: hashed, case-insensitive, so the events table holds no addresses. */
export function emailKey(email: string): string {
  return createHash('sha256').update(`order-email:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
}

/**
 * Counts one public order against its limits (docs/decisions/11-staff-security.md §6), inside the transaction that stores it: the client
 * address's per-minute and per-hour limits, the recipient's hourly cap on order e-mails (the order's e-mail to
 * the guest is one), and the pending orders of the e-mail address (checked after the recipient's lock, so two
 * concurrent orders for one address cannot both pass).
 * @param clientKey the hashed client address (clientAddressKey).
 * @param email the customer's e-mail address as validated by the checkout schema.
 * @throws OrderLimitError when a limit is reached (the caller's transaction must roll back).
 */
export async function countOrderAgainstLimits(
  tx: Tx,
  { clientKey, email }: { clientKey: string; email: string },
): Promise<void> {
  // The three limits in two statements; the recipient's lock is taken with them, before the pending orders are counted.
  const [perMinute, perHour, emailAllowed] = await consumeRateLimits(tx, [
    { limit: ORDERS_PER_MINUTE, key: clientKey },
    { limit: ORDERS_PER_HOUR, key: clientKey },
    { limit: ORDER_EMAILS_PER_RECIPIENT, key: emailKey(email) },
  ]);
  if (!perMinute || !perHour) throw new OrderLimitError('tooManyOrders');
  const pending = await tx.order.count({
    where: { status: 'pending', customerEmail: { equals: email, mode: 'insensitive' } },
  });
  if (pending >= MAX_PENDING_ORDERS_PER_EMAIL) throw new OrderLimitError('tooManyPending');
  if (!emailAllowed) throw new OrderLimitError('tooManyEmails');
}
