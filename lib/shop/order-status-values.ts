import type { OrderStatus } from '@/generated/prisma/client';

/** Order statuses (SPEC §4 Order status); a plain module so client forms can import it. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'cancelled'] as const satisfies readonly OrderStatus[];

/**
 * The statuses in which an order holds its items' stock (DESIGN "Stock is held while an order is confirmed or
 * shipped"; issue 11 §10): entering this set takes stock, leaving it gives stock back.
 */
export const STOCK_HOLDING_STATUSES = ['confirmed', 'shipped'] as const satisfies readonly OrderStatus[];

/** Whether an order in `status` holds its items' stock (see STOCK_HOLDING_STATUSES). */
export function holdsStock(status: OrderStatus): boolean {
  return (STOCK_HOLDING_STATUSES as readonly OrderStatus[]).includes(status);
}
