'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { prisma } from '@/lib/db';
import { recordServerEvent } from '@/lib/beacons/record';
import { kickOutbox } from '@/lib/mail/runner';
import { clientAddressKey } from '@/lib/rate-limit';
import type { ActionResult } from '@/lib/actions/result';
import { appSecret } from '@/lib/secret';
import { signOrderReceipt } from './orders/order-receipt';
import { submitOrder } from './orders/place-order';

/**
 * Places a pickup order from the checkout, answering the order number and the signed receipt to hand to
 * POST /api/order-receipt (docs/spec.md §4 Order creation): see submitOrder, counted against the public
 * limits by the client's address (docs/decisions/11-staff-security.md §6). On success it also returns
 * the order's signed receipt; the checkout POSTs it to /api/order-receipt, which sets the HttpOnly cookie that lets
 * only this browser see the guest's details on Order Complete. The action itself sets no cookie: an action that
 * does is answered with the whole re-rendered checkout page (docs/performance.md, placing orders).
 */
export async function placeOrder(raw: unknown): Promise<ActionResult<{ orderNumber: string; receipt: string }>> {
  const requestHeaders = await headers();
  const result = await submitOrder(prisma, raw, clientAddressKey(requestHeaders));
  if (!result.ok) return result;
  // The order's e-mails were queued with it; deliver them after the answer, never waiting on SMTP.
  after(() => kickOutbox());
  after(() => recordServerEvent(prisma, requestHeaders, 'order-placed')); // docs/decisions/16-insights.md §1, counted where it is stored
  const { orderNumber } = result.data;
  return { ok: true, data: { orderNumber, receipt: signOrderReceipt(orderNumber, appSecret()) } };
}
