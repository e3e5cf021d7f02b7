import type { Db, Tx } from '@/lib/db';
import { placeOrderSchema } from '@/lib/shop/orders/checkout-schema';
import { inputTranslator, publicInputFailure } from '@/lib/actions/public-action';
import { countOrderAgainstLimits, MAX_PENDING_ORDERS_PER_EMAIL, OrderLimitError } from './order-limits';
import { createOrder, IdempotencyConflictError, StockValidationError } from './orders';
import { PickupSlotError, type PickupSlotReason } from '@/lib/shop/pickup/pickup-places';
import type { ActionResult } from '@/lib/actions/result';
import { reportUnexpectedError } from '@/lib/report-error';
import { DatabaseBusyError } from '@/lib/transaction';

/** The `OrderErrors` message and the form field of each reason a pickup slot is refused (docs/decisions/13-pickup-order-journey.md §3). */
const slotMessages: Record<PickupSlotReason, { key: string; field: 'pickupTime' | 'pickupLocation' }> = {
  unknownPlace: { key: 'pickupPlaceUnavailable', field: 'pickupLocation' },
  closed: { key: 'pickupSlotClosed', field: 'pickupTime' },
  tooFar: { key: 'pickupSlotClosed', field: 'pickupTime' },
  tooSoon: { key: 'pickupSlotPassed', field: 'pickupTime' },
  full: { key: 'pickupSlotFull', field: 'pickupTime' },
};

/**
 * The checkout's order step without the web layer (docs/spec.md §4 Order creation, §5): parses untrusted input with the
 * checkout schema, places the order (idempotent on the key) and turns every failure into a message in the
 * guest's language. Never throws for bad input, stock or a refused pickup slot (its message is also given on the
 * slot's field, `fieldErrors.pickupTime`, or `pickupLocation` for a place no longer offered); nothing is written
 * when it fails.
 * @param clientKey the hashed client address (clientAddressKey) of a public request: the order is then counted
 * against the public limits (docs/decisions/11-staff-security.md §6, lib/shop/orders/order-limits.ts), and refused with a translated message past
 * them. The checkout's server action always passes it; scripts and tests of other rules may leave it out.
 * @returns `{ ok: true, data: { orderNumber } }` or `{ ok: false, error, fieldErrors? }` (field -> message).
 */
export async function submitOrder(
  db: Db,
  raw: unknown,
  clientKey?: string,
): Promise<ActionResult<{ orderNumber: string }>> {
  const { t } = inputTranslator(raw);

  const parsed = placeOrderSchema.safeParse(raw);
  if (!parsed.success) {
    const { issues } = parsed.error;
    if (issues.some((issue) => issue.message === 'emptyCart')) return { ok: false, error: t('OrderErrors.emptyCart') };
    return publicInputFailure(t, parsed.error, {
      fieldOf: ([scope, field]) => (scope === 'form' && typeof field === 'string' ? field : undefined),
      fixErrors: 'Checkout.fixErrors',
    });
  }

  try {
    const { email } = parsed.data.form;
    const guard = clientKey === undefined ? undefined : (tx: Tx) => countOrderAgainstLimits(tx, { clientKey, email });
    const order = await createOrder(db, parsed.data, guard);
    return { ok: true, data: { orderNumber: order.orderNumber } };
  } catch (error) {
    if (error instanceof PickupSlotError) {
      // The checkout shows the message on the slot's field and offers a fresh choice of slots.
      const { key, field } = slotMessages[error.reason];
      const message = t(`OrderErrors.${key}` as never);
      return { ok: false, error: message, fieldErrors: { [field]: message } };
    }
    if (error instanceof IdempotencyConflictError) return { ok: false, error: t('OrderErrors.idempotencyConflict') };
    if (error instanceof DatabaseBusyError) return { ok: false, error: t('OrderErrors.busy') };
    if (error instanceof OrderLimitError)
      return { ok: false, error: t(`OrderErrors.${error.reason}`, { max: MAX_PENDING_ORDERS_PER_EMAIL }) };
    if (error instanceof StockValidationError) {
      const reasons = error.issues.map((issue) =>
        issue.kind === 'productNotFound'
          ? t('OrderErrors.productNotFound', { id: issue.productId })
          : t('OrderErrors.insufficientStock', issue),
      );
      return { ok: false, error: t('OrderErrors.stockValidationFailed', { reasons: reasons.join(', ') }) };
    }
    reportUnexpectedError('Placing an order failed', error);
    return { ok: false, error: t('OrderErrors.unexpected') };
  }
}
