import type { Db } from '@/lib/db';
import { listOrders, type AdminOrder } from './order-queries';

/** Stock at or below this (and above 0) counts as low on the dashboard. */
export const LOW_STOCK_THRESHOLD = 5;

export type DashboardStats = {
  ordersToday: number;
  ordersThisWeek: number;
  /** Euros, all confirmed, shipped and collected orders. */
  revenue: string;
  pendingOrders: number;
  outOfStock: { id: number; nameEn: string; quantity: number }[];
  lowStock: { id: number; nameEn: string; quantity: number }[];
  latestOrders: AdminOrder[];
};

/**
 * The dashboard's figures (issue 4 §5). "Today" and "this week" (from Monday) are Lisbon calendar days
 * (DESIGN: time zone); revenue counts confirmed, shipped and collected orders.
 */
export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const [counts] = await db.$queryRaw<{ today: bigint; week: bigint; pending: bigint; revenue: string | null }[]>`
    SELECT
      count(*) FILTER (WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'Europe/Lisbon') AT TIME ZONE 'Europe/Lisbon') AS today,
      count(*) FILTER (WHERE created_at >= date_trunc('week', now() AT TIME ZONE 'Europe/Lisbon') AT TIME ZONE 'Europe/Lisbon') AS week,
      count(*) FILTER (WHERE status = 'pending') AS pending,
      sum(total_amount) FILTER (WHERE status IN ('confirmed', 'shipped', 'collected'))::text AS revenue
    FROM orders`;
  const select = { id: true, nameEn: true, quantity: true } as const;
  const [outOfStock, lowStock, latest] = await Promise.all([
    db.product.findMany({ where: { quantity: 0 }, select, orderBy: { nameEn: 'asc' } }),
    db.product.findMany({ where: { quantity: { gt: 0, lte: LOW_STOCK_THRESHOLD } }, select, orderBy: { quantity: 'asc' } }),
    listOrders(db, { page: 1 }),
  ]);
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
