import type { OrderStatus } from '@/generated/prisma/client';

/** An order's status as stored (the database enum), for components that take one. */
export type { OrderStatus };

/** The spec's order statuses (docs/spec.md §4 Order status): staff may move an order between any two of them. */
export const SPEC_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/**
 * Every order status, in the order staff read them: the spec's four plus the pickup's end, `collected` (handed over)
 * and `not_collected` (nobody came by the end of the pickup day); docs/orders.md. A plain module so client forms
 * can import it.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'collected',
  'not_collected',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/**
 * The statuses in which an order's items are off the shelf (docs/design.md "Stock is held while an order is confirmed or
 * shipped"; docs/orders.md): entering this set takes stock, leaving it gives stock back. A collected order's
 * items left with the guest, so its stock stays gone; a no-show's items go back on the shelf.
 */
export const STOCK_HOLDING_STATUSES = ['confirmed', 'shipped', 'collected'] as const satisfies readonly OrderStatus[];

/** Whether an order in `status` holds its items' stock (see STOCK_HOLDING_STATUSES). */
export function holdsStock(status: OrderStatus): boolean {
  return (STOCK_HOLDING_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * The changes into and out of the pickup's end (docs/orders.md "Allowed changes"); any change between two of the
 * spec's statuses is allowed as well. `collected` goes back only to `shipped` (a tap on the wrong card); a no-show
 * can still be handed over later (back to `shipped`) or cancelled.
 */
const END_TRANSITIONS: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  confirmed: ['collected', 'not_collected'],
  shipped: ['collected', 'not_collected'],
  collected: ['shipped'],
  not_collected: ['shipped', 'cancelled'],
};

const isSpecStatus = (status: OrderStatus) => (SPEC_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Whether staff may move an order from `from` to `to` (docs/orders.md "Allowed changes"). Staying put is allowed
 * (it changes nothing). `not_collected` also needs the pickup day to be over: see changeOrderStatus.
 */
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to || (isSpecStatus(from) && isSpecStatus(to))) return true;
  return END_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The statuses staff may choose for an order now in `from` (its own included), in ORDER_STATUSES order. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canChangeStatus(from, to));
}
