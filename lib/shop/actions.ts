'use server';

import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { prisma } from '@/lib/db';
import { isHttpsRequest } from '@/lib/https';
import { isLocale, routing } from '@/lib/i18n/routing';
import { appSecret } from '@/lib/secret';
import { placeOrderSchema } from '@/lib/validation/checkout';
import { createOrder, StockValidationError } from './orders';
import { ORDER_RECEIPT_COOKIE, ORDER_RECEIPT_MAX_AGE, signOrderReceipt } from './order-receipt';

export type PlaceOrderResult =
  | { ok: true; data: { orderNumber: string } }
  | { ok: false; error: string; fieldErrors?: Record<string, string> };

/**
 * Places a pickup order from the checkout (SPEC §4 Order creation, §5). Validates with the checkout schema,
 * creates the order in one transaction (idempotent on the checkout's key), and gives this browser a signed
 * receipt cookie. Every failure is a translated message; nothing is written when it fails.
 */
export async function placeOrder(raw: unknown): Promise<PlaceOrderResult> {
  const requested = (raw as { locale?: unknown } | null)?.locale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale });

  const parsed = placeOrderSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    let formOnly = true;
    for (const issue of parsed.error.issues) {
      const [scope, field] = issue.path;
      if (scope === 'form' && typeof field === 'string' && issue.message in validationKeys) {
        fieldErrors[field] ??= t(`Validation.${issue.message as ValidationKey}`);
      } else formOnly = false;
    }
    if (parsed.error.issues.some((issue) => issue.message === 'emptyCart')) {
      return { ok: false, error: t('OrderErrors.emptyCart') };
    }
    if (formOnly) return { ok: false, error: t('Checkout.fixErrors'), fieldErrors };
    return { ok: false, error: t('Validation.invalidRequest') };
  }

  try {
    const order = await createOrder(prisma, parsed.data);
    (await cookies()).set(ORDER_RECEIPT_COOKIE, signOrderReceipt(order.orderNumber, appSecret()), {
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttpsRequest(await headers()),
      path: '/',
      maxAge: ORDER_RECEIPT_MAX_AGE,
    });
    return { ok: true, data: { orderNumber: order.orderNumber } };
  } catch (error) {
    if (error instanceof StockValidationError) {
      const reasons = error.issues.map((issue) =>
        issue.kind === 'productNotFound'
          ? t('OrderErrors.productNotFound', { id: issue.productId })
          : t('OrderErrors.insufficientStock', issue),
      );
      return { ok: false, error: t('OrderErrors.stockValidationFailed', { reasons: reasons.join(', ') }) };
    }
    console.error('placeOrder failed', error);
    return { ok: false, error: t('OrderErrors.unexpected') };
  }
}

const validationKeys = {
  required: 1, email: 1, phone: 1, cardNumber: 1, expiry: 1, cvv: 1, tooLong: 1,
  pickupDatePast: 1, pickupDateTooFar: 1, option: 1, cardComingSoon: 1, invalidRequest: 1,
} as const;
type ValidationKey = keyof typeof validationKeys;
