import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Order Complete page shows personal details only to the browser that placed the order: the placeOrder action
 * returns a receipt (the order number and an HMAC of it) and the checkout hands it to POST /api/order-receipt,
 * which stores it in this HttpOnly cookie (docs/spec.md §4 Order creation; issue: privacy).
 */
export const ORDER_RECEIPT_COOKIE = 'order_receipt';
/** Receipt lifetime: 30 days, in seconds. */
export const ORDER_RECEIPT_MAX_AGE = 30 * 24 * 60 * 60;

function signature(orderNumber: string, secret: string) {
  return createHmac('sha256', secret).update(`order-receipt:${orderNumber}`).digest('base64url');
}

/** Receipt "ORDERNUMBER.signature" for the given order number (the cookie's value). */
export function signOrderReceipt(orderNumber: string, secret: string): string {
  return `${orderNumber}.${signature(orderNumber, secret)}`;
}

/** True when the cookie value is a valid receipt for this order number (compared in constant time). */
export function verifyOrderReceipt(value: string | undefined, orderNumber: string, secret: string): boolean {
  if (!value) return false;
  const expected = Buffer.from(signOrderReceipt(orderNumber, secret));
  const actual = Buffer.from(value);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The order number of a receipt signed with `secret`, or null when the receipt is malformed or forged. */
export function orderNumberOfReceipt(receipt: string, secret: string): string | null {
  const orderNumber = receipt.slice(0, Math.max(0, receipt.lastIndexOf('.')));
  return orderNumber && verifyOrderReceipt(receipt, orderNumber, secret) ? orderNumber : null;
}

/** How long the signed link in an order e-mail opens the order: 90 days, in seconds (docs/decisions/13-pickup-order-journey.md §4). */
export const ORDER_LINK_MAX_AGE = 90 * 24 * 60 * 60;

function linkSignature(orderNumber: string, expires: number, secret: string) {
  return createHmac('sha256', secret).update(`order-link:${orderNumber}:${expires}`).digest('base64url');
}

/**
 * Token "EXPIRES.signature" of the signed order link (`?t=` on Order Complete, docs/decisions/13-pickup-order-journey.md §4): an HMAC-SHA256 over
 * the order number and the expiry (Unix seconds, ORDER_LINK_MAX_AGE after `now`). It opens that order only.
 */
export function signOrderLink(orderNumber: string, secret: string, now: Date = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + ORDER_LINK_MAX_AGE;
  return `${expires}.${linkSignature(orderNumber, expires, secret)}`;
}

/** True when `token` is an unexpired signed link for this order number (compared in constant time). */
export function verifyOrderLink(
  token: string | undefined,
  orderNumber: string,
  secret: string,
  now: Date = new Date(),
): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(linkSignature(orderNumber, expires, secret));
  const actual = Buffer.from(match[2]);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Whether a request may see an order's details: the browser that placed it (receipt cookie) or a holder of the
 * signed e-mail link (`?t=` token). Used by Order Complete and its calendar file (docs/decisions/13-pickup-order-journey.md §4, §5).
 */
export function mayViewOrder(
  orderNumber: string,
  proof: { receipt?: string; token?: string },
  secret: string,
): boolean {
  return verifyOrderReceipt(proof.receipt, orderNumber, secret) || verifyOrderLink(proof.token, orderNumber, secret);
}
