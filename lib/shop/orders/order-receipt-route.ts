import { NextResponse } from 'next/server';
import { isHttpsRequest } from '@/lib/https';
import { isSameOrigin } from '@/lib/http/origin';
import type { ActionResult } from '@/lib/actions/result';
import { inputTranslator } from '@/lib/actions/public-action';
import { orderReceiptBodySchema } from '@/lib/shop/orders/order-receipt-schema';
import { ORDER_RECEIPT_COOKIE, ORDER_RECEIPT_MAX_AGE, orderNumberOfReceipt } from './order-receipt';

const answer = (status: number, body: ActionResult<{ orderNumber: string }>) => NextResponse.json(body, { status });

/** A receipt body is under 200 bytes; anything much larger is refused unread (or read no further than this). */
const MAX_BODY_BYTES = 1024;

/** The request's JSON body, or undefined when it is not JSON or larger than MAX_BODY_BYTES. */
async function readSmallJson(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return undefined;
  const text = await request.text().catch(() => '');
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/order-receipt without the web layer (docs/spec.md §4 Order creation): the checkout hands over the receipt the
 * placeOrder action returned, and this browser gets it as the HttpOnly, SameSite=Lax (Secure on https) cookie that
 * lets Order Complete show the guest's details. Why a separate request: a server action that sets a cookie
 * answers with the whole re-rendered page (docs/performance.md, placing orders).
 * Body `{ receipt, locale? }`; messages in that locale.
 * @returns 200 `{ ok: true, data: { orderNumber } }` with Set-Cookie; 403 without a same-site Origin; 400 for a
 * body that is not JSON, not a receipt or over 1 kB; 422 for a receipt whose signature does not match. Never throws.
 */
export async function handleOrderReceiptRequest(request: Request, secret: string): Promise<Response> {
  const raw = await readSmallJson(request);
  const { t } = inputTranslator(raw);
  if (!isSameOrigin(request, { required: true }))
    return answer(403, { ok: false, error: t('OrderErrors.receiptCrossOrigin') });
  const parsed = orderReceiptBodySchema.safeParse(raw);
  if (!parsed.success) return answer(400, { ok: false, error: t('Validation.invalidRequest') });
  const orderNumber = orderNumberOfReceipt(parsed.data.receipt, secret);
  if (!orderNumber) return answer(422, { ok: false, error: t('OrderErrors.receiptInvalid') });
  const response = answer(200, { ok: true, data: { orderNumber } });
  response.cookies.set(ORDER_RECEIPT_COOKIE, parsed.data.receipt, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(request.headers, new URL(request.url)),
    path: '/',
    maxAge: ORDER_RECEIPT_MAX_AGE,
  });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
