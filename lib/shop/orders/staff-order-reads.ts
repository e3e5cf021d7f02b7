import type { Db } from '@/lib/db';
import type { Prisma } from '@/generated/prisma/client';
import type { OrderFilters } from '@/lib/shop/staff-schemas';
import type { Locale } from '@/lib/i18n/routing';
import { localItemName } from '@/lib/shop/products/products';

export const ORDERS_PAGE_SIZE = 20;

const productNames = { select: { nameEn: true, nameFr: true, namePt: true } } as const;
const orderWithItems = {
  items: { orderBy: { id: 'asc' }, include: { product: productNames } },
} satisfies Prisma.OrderInclude;
type OrderWithItems = Prisma.OrderGetPayload<{ include: typeof orderWithItems }>;

/**
 * An order as staff see it: money as euro strings ("12.50"), pickup date as YYYY-MM-DD, each item's `name` in the
 * staff member's language (the English name the item kept, `productName`, once its product is deleted).
 */
export type StaffOrder = ReturnType<typeof toStaffOrder>;

function toStaffOrder({ items, ...order }: OrderWithItems, locale: Locale) {
  return {
    ...order,
    totalAmount: order.totalAmount.toFixed(2),
    pickupDate: order.pickupDate.toISOString().slice(0, 10),
    items: items.map(({ product, ...item }) => ({
      ...item,
      name: localItemName({ ...item, product }, locale),
      productPrice: item.productPrice.toFixed(2),
      subtotal: item.subtotal.toFixed(2),
    })),
  };
}

/**
 * One page of orders, newest first, with their items (docs/spec.md §7 "list all orders newest first with items"),
 * filtered by status and searched by order number, customer name or e-mail (case-insensitive). Uses the
 * (created_at) and (status, created_at) indexes; only one page of rows and items is read.
 */
export async function listOrders(
  db: Db,
  filters: OrderFilters,
  locale: Locale,
): Promise<{ orders: StaffOrder[]; total: number; page: number; pages: number }> {
  const q = filters.q?.trim();
  const where: Prisma.OrderWhereInput = {
    ...(filters.status ? { status: filters.status } : {}),
    ...(q
      ? {
          OR: [
            { orderNumber: { contains: q, mode: 'insensitive' } },
            { customerName: { contains: q, mode: 'insensitive' } },
            { customerEmail: { contains: q, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
  const [total, orders] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      where,
      include: orderWithItems,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (filters.page - 1) * ORDERS_PAGE_SIZE,
      take: ORDERS_PAGE_SIZE,
    }),
  ]);
  return {
    orders: orders.map((order) => toStaffOrder(order, locale)),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
  };
}

/** One order with its items named in `locale`, or null (docs/spec.md §7 Read an order by id). */
export async function getStaffOrder(db: Db, id: number, locale: Locale): Promise<StaffOrder | null> {
  const order = await db.order.findUnique({ where: { id }, include: orderWithItems });
  return order ? toStaffOrder(order, locale) : null;
}
