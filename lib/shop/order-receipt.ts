import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Order Complete page shows personal details only to the browser that placed the order: the placeOrder action
 * returns a receipt (the order number and an HMAC of it) and the checkout hands it to POST /api/order-receipt,
 * which stores it in this HttpOnly cookie (SPEC §4 Order creation; issue: privacy).
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
