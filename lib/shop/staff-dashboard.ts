import type { Db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { localProductName } from '@/lib/shop/products/products';
import { listOrders, type StaffOrder } from '@/lib/shop/orders/staff-order-reads';

/** Stock at or below this (and above 0) counts as low on the dashboard. */
export const LOW_STOCK_THRESHOLD = 5;

export type DashboardStats = {
  ordersToday: number;
  ordersThisWeek: number;
  /** Euros, all confirmed, shipped and collected orders. */
  revenue: string;
  pendingOrders: number;
  /** Products with none left, `name` in the staff member's language. */
  outOfStock: { id: number; name: string; quantity: number }[];
  lowStock: { id: number; name: string; quantity: number }[];
  latestOrders: StaffOrder[];
};

/**
 * The dashboard's figures (docs/decisions/04-backoffice.md §5). "Today" and "this week" (from Monday) are Lisbon calendar days
 * (docs/design.md: time zone); revenue counts confirmed, shipped and collected orders. Product and item names are in
 * `locale` (the staff member's language).
 */
export async function dashboardStats(db: Db, locale: Locale): Promise<DashboardStats> {
  const [counts] = await db.$queryRaw<{ today: bigint; week: bigint; pending: bigint; revenue: string | null }[]>`
    SELECT
      count(*) FILTER (WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'Europe/Lisbon') AT TIME ZONE 'Europe/Lisbon') AS today,
      count(*) FILTER (WHERE created_at >= date_trunc('week', now() AT TIME ZONE 'Europe/Lisbon') AT TIME ZONE 'Europe/Lisbon') AS week,
      count(*) FILTER (WHERE status = 'pending') AS pending,
      sum(total_amount) FILTER (WHERE status IN ('confirmed', 'shipped', 'collected'))::text AS revenue
    FROM orders`;
  const select = { id: true, nameEn: true, nameFr: true, namePt: true, quantity: true } as const;
  const [empty, low, latest] = await Promise.all([
    db.product.findMany({ where: { quantity: 0 }, select }),
    db.product.findMany({
      where: { quantity: { gt: 0, lte: LOW_STOCK_THRESHOLD } },
      select,
      orderBy: { quantity: 'asc' },
    }),
    listOrders(db, { page: 1 }, locale),
  ]);
  const named = (products: typeof empty) =>
    products.map((product) => ({
      id: product.id,
      name: localProductName(product, locale),
      quantity: product.quantity,
    }));
  const outOfStock = named(empty).sort((a, b) => a.name.localeCompare(b.name, locale));
  const lowStock = named(low);
  return {
    ordersToday: Number(counts.today),
    ordersThisWeek: Number(counts.week),
    revenue: Number(counts.revenue ?? 0).toFixed(2),
    pendingOrders: Number(counts.pending),
    outOfStock,
    lowStock,
    latestOrders: latest.orders.slice(0, 5),
  };
}
