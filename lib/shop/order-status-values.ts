import type { OrderStatus } from '@/generated/prisma/client';

/** Order statuses (SPEC §4 Order status); a plain module so client forms can import it. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'cancelled'] as const satisfies readonly OrderStatus[];
