import { addDays, format, parseISO } from 'date-fns';
import type { Db } from '@/lib/db';
import type { OrderStatus } from '@/generated/prisma/client';
import { csvFile, type CsvFile } from '@/lib/http/csv-export';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import type { DateRange } from '@/lib/time';

/** A date range of Lisbon calendar days, "YYYY-MM-DD", both included (lib/time.ts). */
export type { DateRange };

export type Analytics = {
  /** Every day of the range, euros of confirmed, shipped and collected orders (0 when none). */
  revenuePerDay: { day: string; revenue: number }[];
  ordersByStatus: { status: OrderStatus; count: number }[];
  topByUnits: { name: string; units: number; revenue: number }[];
  topByRevenue: { name: string; units: number; revenue: number }[];
  revenueByLocation: { location: string; revenue: number; orders: number }[];
  /** Euros; 0 without sales. */
  averageOrderValue: number;
};

/** The range's bounds as instants: Lisbon midnight of `from` up to Lisbon midnight after `to`. */
function bounds(range: DateRange) {
  return { from: range.from, until: format(addDays(parseISO(range.to), 1), 'yyyy-MM-dd') };
}

/**
 * Staff analytics for a range (docs/decisions/04-backoffice.md §9). Revenue, top products, locations and the average count confirmed
 * shipped and collected orders only; orders by status counts every order created in the range.
 */
export async function analyticsFor(db: Db, range: DateRange): Promise<Analytics> {
  const { from, until } = bounds(range);
  const inRange = (column: string) =>
    `${column} >= ($1::date)::timestamp AT TIME ZONE 'Europe/Lisbon' AND ${column} < ($2::date)::timestamp AT TIME ZONE 'Europe/Lisbon'`;
  const sold = `o.status IN ('confirmed', 'shipped', 'collected') AND ${inRange('o.created_at')}`;
  const [perDay, byStatus, products, locations] = await Promise.all([
    db.$queryRawUnsafe<{ day: string; revenue: string }[]>(
      `SELECT to_char(o.created_at AT TIME ZONE 'Europe/Lisbon', 'YYYY-MM-DD') AS day, sum(o.total_amount)::text AS revenue FROM orders o WHERE ${sold} GROUP BY 1`,
      from,
      until,
    ),
    db.$queryRawUnsafe<{ status: OrderStatus; count: bigint }[]>(
      `SELECT o.status, count(*) AS count FROM orders o WHERE ${inRange('o.created_at')} GROUP BY 1 ORDER BY 1`,
      from,
      until,
    ),
    db.$queryRawUnsafe<{ name: string; units: bigint; revenue: string }[]>(
      `SELECT i.product_name AS name, sum(i.quantity) AS units, sum(i.subtotal)::text AS revenue FROM order_items i JOIN orders o ON o.id = i.order_id WHERE ${sold} GROUP BY 1`,
      from,
      until,
    ),
    db.$queryRawUnsafe<{ location: string; revenue: string; orders: bigint }[]>(
      `SELECT o.pickup_location AS location, sum(o.total_amount)::text AS revenue, count(*) AS orders FROM orders o WHERE ${sold} GROUP BY 1 ORDER BY 2 DESC`,
      from,
      until,
    ),
  ]);

  const revenueByDay = new Map(perDay.map((row) => [row.day, Number(row.revenue)]));
  const revenuePerDay = [];
  for (let day = range.from; day <= range.to; day = format(addDays(parseISO(day), 1), 'yyyy-MM-dd')) {
    revenuePerDay.push({ day, revenue: revenueByDay.get(day) ?? 0 });
  }
  const top = products.map((row) => ({ name: row.name, units: Number(row.units), revenue: Number(row.revenue) }));
  const orders = locations.reduce((sum, row) => sum + Number(row.orders), 0);
  const revenue = locations.reduce((sum, row) => sum + Number(row.revenue), 0);
  return {
    revenuePerDay,
    ordersByStatus: byStatus.map((row) => ({ status: row.status, count: Number(row.count) })),
    topByUnits: [...top].sort((a, b) => b.units - a.units || b.revenue - a.revenue).slice(0, 10),
    topByRevenue: [...top].sort((a, b) => b.revenue - a.revenue || b.units - a.units).slice(0, 10),
    revenueByLocation: locations.map((row) => ({
      location: row.location,
      revenue: Number(row.revenue),
      orders: Number(row.orders),
    })),
    averageOrderValue: orders ? Math.round((revenue / orders) * 100) / 100 : 0,
  };
}

/**
 * The orders created in the range (every status), oldest first, as a CSV file in `locale` (docs/formats.md
 * "Exports"): file name, headings and status in that language; created at (Lisbon, "YYYY-MM-DD HH:MM"), pickup
 * day "YYYY-MM-DD", total in euros with two decimals ("84,50" in pt and fr, "84.50" in en).
 */
export async function ordersCsv(db: Db, range: DateRange, locale: Locale): Promise<CsvFile> {
  const { from, until } = bounds(range);
  const orders = await db.$queryRaw<(Record<string, string> & { status: OrderStatus })[]>`
    SELECT order_number, to_char(created_at AT TIME ZONE 'Europe/Lisbon', 'YYYY-MM-DD HH24:MI') AS created_at, status::text AS status,
      customer_name, customer_email, customer_phone, pickup_location, to_char(pickup_date, 'YYYY-MM-DD') AS pickup_date,
      pickup_time, total_amount::text AS total_amount
    FROM orders
    WHERE created_at >= (${from}::date)::timestamp AT TIME ZONE 'Europe/Lisbon' AND created_at < (${until}::date)::timestamp AT TIME ZONE 'Europe/Lisbon'
    ORDER BY created_at, id`;
  const t = translatorFor(locale);
  const texts = [
    'order_number',
    'created_at',
    'status',
    'customer_name',
    'customer_email',
    'customer_phone',
    'pickup_location',
    'pickup_date',
    'pickup_time',
  ] as const;
  return csvFile(
    locale,
    t('OrdersExport.fileName', range),
    [
      ...texts.map((column) => ({ heading: t(`OrdersExport.${column}`) })),
      { heading: t('OrdersExport.total_amount'), decimals: 2 },
    ],
    orders.map((order) => [
      ...texts.map((column) => (column === 'status' ? t(`OrderStatus.${order.status}`) : (order[column] ?? null))),
      Number(order.total_amount),
    ]),
  );
}
