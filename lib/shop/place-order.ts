import type { Db } from '@/lib/db';
import { translatorFor } from '@/lib/i18n/translator';
import { isLocale, routing } from '@/lib/i18n/routing';
import { placeOrderSchema } from '@/lib/validation/checkout';
import { createOrder, StockValidationError } from './orders';
import type { Result } from '@/lib/result';

export type PlaceOrderResult = Result<{ orderNumber: string }>;

/**
 * The checkout's order step without the web layer (SPEC §4 Order creation, §5): parses untrusted input with the
 * checkout schema, places the order (idempotent on the key) and turns every failure into a message in the
 * guest's language. Never throws for bad input or stock; nothing is written when it fails.
 * @returns `{ ok: true, data: { orderNumber } }` or `{ ok: false, error, fieldErrors? }` (field -> message).
 */
export async function submitOrder(db: Db, raw: unknown): Promise<PlaceOrderResult> {
  const requested = (raw as { locale?: unknown } | null)?.locale;
  const t = translatorFor(isLocale(requested) ? requested : routing.defaultLocale);

  const parsed = placeOrderSchema.safeParse(raw);
  if (!parsed.success) {
    const { issues } = parsed.error;
    if (issues.some((issue) => issue.message === 'emptyCart')) return { ok: false, error: t('OrderErrors.emptyCart') };
    const fieldErrors: Record<string, string> = {};
    for (const { path, message } of issues) {
      const [scope, field] = path;
      if (scope !== 'form' || typeof field !== 'string' || !t.has(`Validation.${message}` as never)) {
        return { ok: false, error: t('Validation.invalidRequest') };
      }
      fieldErrors[field] ??= t(`Validation.${message}` as never);
    }
    return { ok: false, error: t('Checkout.fixErrors'), fieldErrors };
  }

  try {
    const order = await createOrder(db, parsed.data);
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
    console.error('Placing an order failed', error);
    return { ok: false, error: t('OrderErrors.unexpected') };
  }
}
