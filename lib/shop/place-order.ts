import type { Db } from '@/lib/db';
import { placeOrderSchema } from '@/lib/validation/checkout';
import { inputTranslator, invalidInput } from '@/lib/validation/invalid-input';
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
  const { t } = inputTranslator(raw);

  const parsed = placeOrderSchema.safeParse(raw);
  if (!parsed.success) {
    const { issues } = parsed.error;
    if (issues.some((issue) => issue.message === 'emptyCart')) return { ok: false, error: t('OrderErrors.emptyCart') };
    return invalidInput(t, parsed.error, {
      fieldOf: ([scope, field]) => (scope === 'form' && typeof field === 'string' ? field : undefined),
      fixErrors: t('Checkout.fixErrors'),
    });
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
