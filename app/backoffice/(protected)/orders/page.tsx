import type { Metadata } from 'next';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { OrdersTable } from '@/components/shop/staff/orders-table';
import { getOrdersPage } from '@/lib/shop/staff-queries';
import { getStaffTranslations } from '@/lib/staff/translations';
import { ORDER_STATUSES } from '@/lib/shop/orders/order-status-values';
import { orderFiltersSchema } from '@/lib/shop/staff-schemas';
import { StaffPagination } from '@/components/backoffice/pagination';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeOrders'))('title') };
}

/** /backoffice/orders — newest first with items, filtered by status, searched, paginated (docs/decisions/04-backoffice.md §7). */
export default async function OrdersPage({ searchParams }: PageProps<'/backoffice/orders'>) {
  const filters = orderFiltersSchema.parse(await searchParams);
  const { orders, total, page, pages } = await getOrdersPage(filters);
  const [t, tStatus] = await Promise.all([
    getStaffTranslations('BackofficeOrders'),
    getStaffTranslations('OrderStatus'),
  ]);
  const pageHref = (target: number) => {
    const query = new URLSearchParams({
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.q ? { q: filters.q } : {}),
      page: String(target),
    });
    return `/backoffice/orders?${query}`;
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <form role="search" className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="order-status" className="text-sm font-medium">
            {t('status')}
          </label>
          <select
            id="order-status"
            name="status"
            defaultValue={filters.status ?? ''}
            className="rounded border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">{t('allStatuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tStatus(status)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="order-search" className="text-sm font-medium">
            {t('search')}
          </label>
          <input
            id="order-search"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            className="w-64 max-w-full rounded border border-slate-300 bg-white px-3 py-2"
          />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {t('filter')}
        </button>
      </form>
      <p className="text-sm text-slate-700" role="status">
        {t('count', { count: total })}
      </p>
      <OrdersTable orders={orders} caption={t('title')} />
      <StaffPagination page={page} pages={pages} href={pageHref} t={t} />
    </div>
  );
}
