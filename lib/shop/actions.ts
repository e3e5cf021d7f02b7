'use server';

import { cookies, headers } from 'next/headers';
import { after } from 'next/server';
import { prisma } from '@/lib/db';
import { isHttpsRequest } from '@/lib/https';
import { kickOutbox } from '@/lib/mail/runner';
import { appSecret } from '@/lib/secret';
import { ORDER_RECEIPT_COOKIE, ORDER_RECEIPT_MAX_AGE, signOrderReceipt } from './order-receipt';
import { submitOrder, type PlaceOrderResult } from './place-order';

/**
 * Places a pickup order from the checkout (SPEC §4 Order creation): see submitOrder. On success this browser
 * gets a signed, HttpOnly receipt cookie so only it sees the guest's details on Order Complete.
 */
export async function placeOrder(raw: unknown): Promise<PlaceOrderResult> {
  const result = await submitOrder(prisma, raw);
  if (result.ok) {
    // The order's e-mails were queued in its transaction; deliver them after the answer, never waiting on SMTP.
    after(() => kickOutbox());
    (await cookies()).set(ORDER_RECEIPT_COOKIE, signOrderReceipt(result.data.orderNumber, appSecret()), {
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttpsRequest(await headers()),
      path: '/',
      maxAge: ORDER_RECEIPT_MAX_AGE,
    });
  }
  return result;
}
