import type { Metadata } from 'next';
import Link from 'next/link';
import { secondaryButtonClass } from '@/components/backoffice/field';
import { OrdersTable } from '@/components/backoffice/orders-table';
import { getOrdersPage } from '@/lib/backoffice/queries';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/shop/order-status-values';
import { orderFiltersSchema } from '@/lib/validation/backoffice';

export const metadata: Metadata = { title: 'Orders' };

/** /backoffice/orders — newest first with items, filtered by status, searched, paginated (issue 4 §7). */
export default async function OrdersPage({ searchParams }: PageProps<'/backoffice/orders'>) {
  const filters = orderFiltersSchema.parse(await searchParams);
  const { orders, total, page, pages } = await getOrdersPage(filters);
  const pageHref = (target: number) => {
    const query = new URLSearchParams({ ...(filters.status ? { status: filters.status } : {}), ...(filters.q ? { q: filters.q } : {}), page: String(target) });
    return `/backoffice/orders?${query}`;
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">Orders</h1>
      <form role="search" className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="order-status" className="text-sm font-medium">Status</label>
          <select id="order-status" name="status" defaultValue={filters.status ?? ''} className="rounded border border-slate-300 bg-white px-3 py-2">
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((status) => <option key={status} value={status}>{ORDER_STATUS_LABELS[status]}</option>)}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="order-search" className="text-sm font-medium">Order number, name or e-mail</label>
          <input id="order-search" name="q" type="search" defaultValue={filters.q ?? ''} className="w-64 max-w-full rounded border border-slate-300 bg-white px-3 py-2" />
        </div>
        <button type="submit" className={secondaryButtonClass}>Filter</button>
      </form>
      <p className="text-sm text-slate-700" role="status">{total} orders</p>
      <OrdersTable orders={orders} caption="Orders" />
      <nav aria-label="Pagination" className="flex items-center gap-3 text-sm">
        {page > 1 && <Link href={pageHref(page - 1)} className={secondaryButtonClass}>Previous</Link>}
        <span>Page {page} of {pages}</span>
        {page < pages && <Link href={pageHref(page + 1)} className={secondaryButtonClass}>Next</Link>}
      </nav>
    </div>
  );
}
