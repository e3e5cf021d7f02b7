import type { ActionResult } from '@/lib/actions/result';
import { specRefusal, specText, type SpecMessage } from '@/lib/actions/spec-messages';
import type { Db, Tx } from '@/lib/db';
import type { OrderStatus } from '@/generated/prisma/client';
import { queueOrderStatusEmails } from './order-emails';
import { canChangeStatus, holdsStock } from './order-status-values';
import { lisbonToday } from '@/lib/time';
import { businessTransaction, DatabaseBusyError } from '@/lib/transaction';

/** A stock step that cannot be done (`reason`, one of the spec's messages); rolls the whole status change back. */
class StockError extends Error {
  constructor(readonly reason: SpecMessage) {
    super(specText(reason));
  }
}

/**
 * The stock effect of a status change (docs/spec.md §4 Order status; docs/orders.md "Stock"): stock is held while an
 * order is confirmed, shipped or collected, so -1 takes each item's quantity from stock (entering that set), +1
 * gives it back (leaving it: pending, cancelled, not_collected), and 0 moves nothing (inside either set, or
 * staying put). The spec's rules are cases of this one: to confirmed from pending or cancelled takes, confirmed to
 * cancelled or pending gives back; a handed-over order's stock stays gone, a no-show's comes back.
 */
export function stockDirection(from: OrderStatus, to: OrderStatus): -1 | 0 | 1 {
  if (holdsStock(from) === holdsStock(to)) return 0;
  return holdsStock(to) ? -1 : 1;
}

/**
 * Takes `quantity` units of a product with a conditional update, so concurrent takers can never drive stock below
 * zero (the CHECK (quantity >= 0) guards the table too).
 * @throws StockError "Insufficient stock. Available: {n}, Required: {n}" (docs/spec.md §5) or "Product not found".
 */
export async function takeStock(tx: Tx, productId: number, quantity: number): Promise<void> {
  const taken = await tx.product.updateMany({
    where: { id: productId, quantity: { gte: quantity } },
    data: { quantity: { decrement: quantity } },
  });
  if (taken.count === 1) return;
  const product = await tx.product.findUnique({ where: { id: productId }, select: { quantity: true } });
  if (!product) throw new StockError({ key: 'productNotFound' });
  throw new StockError({ key: 'insufficientStock', values: { available: product.quantity, required: quantity } });
}

/**
 * Changes an order's status with its stock effect and its e-mails in ONE transaction (docs/spec.md §4 Order status;
 * docs/design.md "Stock"). The order row is locked first (SELECT ... FOR UPDATE), so two staff confirming the same order
 * at once take its stock once: the second sees it already confirmed. Stock moves as stockDirection says; items
 * whose product was deleted have no stock to move. E-mails (queueOrderStatusEmails) follow a change to confirmed or
 * shipped (not after undoing a `collected`); setting the status an order already has changes nothing and queues
 * nothing. Only the changes of docs/orders.md "Allowed changes" are made, and `not_collected` only once the order's
 * pickup day (Lisbon) is over. When a stock step fails nothing changes.
 * Runs with BUSINESS_TRANSACTION's limits (lib/transaction.ts), retried when it could not start.
 * @param now the current instant, for the pickup-day rule; injectable for tests.
 * @returns `Order not found`; `statusChangeNotAllowed` or `notCollectedTooEarly` (BackofficeErrors keys) for a
 *   refused change; `Failed to update stock: {reason}` when stock cannot be taken; the spec's `databaseBusy` message when the
 *   transaction could not start or timed out (nothing changed).
 */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  status: OrderStatus,
  now: Date = new Date(),
): Promise<ActionResult<{ status: OrderStatus }>> {
  try {
    return await businessTransaction(db, async (tx) => {
      const locked = await tx.$queryRaw<
        { status: OrderStatus; day: string }[]
      >`SELECT status, pickup_date::text AS day FROM orders WHERE id = ${orderId} FOR UPDATE`;
      if (locked.length === 0) return specRefusal('orderNotFound');
      const from = locked[0].status;
      if (from === status) return { ok: true, data: { status } } as const;
      if (!canChangeStatus(from, status)) return { ok: false, error: 'statusChangeNotAllowed' } as const;
      if (status === 'not_collected' && locked[0].day >= lisbonToday(now))
        return { ok: false, error: 'notCollectedTooEarly' } as const;

      await tx.order.update({ where: { id: orderId }, data: { status } });
      const direction = stockDirection(from, status);
      if (direction !== 0) {
        // Fixed product order: concurrent orders sharing products lock them in the same sequence (no deadlock).
        const items = await tx.orderItem.findMany({
          where: { orderId, productId: { not: null } },
          orderBy: { productId: 'asc' },
        });
        for (const item of items) {
          if (direction < 0) await takeStock(tx, item.productId!, item.quantity);
          else
            await tx.product.updateMany({
              where: { id: item.productId! },
              data: { quantity: { increment: item.quantity } },
            });
        }
      }
      // Undoing a tap on "collected" puts the order back as it was: the guest has had the "ready" e-mail.
      if (from !== 'collected') await queueOrderStatusEmails(tx, orderId, status);
      return { ok: true, data: { status } } as const;
    });
  } catch (error) {
    if (error instanceof StockError) return specRefusal('stockUpdateFailed', { reason: error.reason });
    if (error instanceof DatabaseBusyError) return specRefusal('databaseBusy');
    throw error;
  }
}
