import type { Metadata } from 'next';
import Link from 'next/link';
import { formatEuros } from '@/components/backoffice/format';
import { OrdersTable } from '@/components/backoffice/orders-table';
import { getDashboard } from '@/lib/backoffice/queries';

export const metadata: Metadata = { title: 'Dashboard' };

function Stat({ label, value, href }: { label: string; value: string | number; href?: string }) {
  // dt and dd stay direct children of the wrapper div (valid in a dl); the link, if any, is inside the dd.
  return (
    <div className="rounded border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">
        {href ? <Link href={href} className="hover:underline">{value}</Link> : value}
      </dd>
    </div>
  );
}

function ProductList({ title, products }: { title: string; products: { id: number; nameEn: string; quantity: number }[] }) {
  return (
    <section aria-labelledby={`${title}-heading`} className="rounded border border-slate-200 bg-white p-4">
      <h2 id={`${title}-heading`} className="font-semibold">{title} ({products.length})</h2>
      {products.length === 0 ? <p className="mt-2 text-sm text-slate-600">None.</p> : (
        <ul className="mt-2 text-sm">
          {products.map((product) => (
            <li key={product.id} className="flex justify-between gap-2 py-0.5">
              <Link href={`/backoffice/products/edit/${product.id}`} className="text-brand-700 underline">{product.nameEn}</Link>
              <span>{product.quantity}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /backoffice — the dashboard (issue 4 §5). */
export default async function DashboardPage() {
  const stats = await getDashboard();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Orders today" value={stats.ordersToday} />
        <Stat label="Orders this week" value={stats.ordersThisWeek} />
        <Stat label="Revenue (confirmed and shipped)" value={formatEuros(stats.revenue)} />
        <Stat label="Pending orders" value={stats.pendingOrders} href="/backoffice/orders?status=pending" />
      </dl>
      <div className="grid gap-3 md:grid-cols-2">
        <ProductList title="Out of stock" products={stats.outOfStock} />
        <ProductList title="Low stock" products={stats.lowStock} />
      </div>
      <section aria-labelledby="latest-heading" className="flex flex-col gap-2">
        <h2 id="latest-heading" className="text-lg font-semibold">Latest orders</h2>
        <OrdersTable orders={stats.latestOrders} caption="Latest orders" />
      </section>
    </div>
  );
}
