import type { Metadata } from 'next';
import Link from 'next/link';
import { OrdersTable } from '@/components/shop/staff/orders-table';
import { getDashboard } from '@/lib/shop/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { EUROS } from '@/lib/i18n/format';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeDashboard'))('title') };
}

function Stat({ label, value, href }: { label: string; value: string | number; href?: string }) {
  // dt and dd stay direct children of the wrapper div (valid in a dl); the link, if any, is inside the dd.
  return (
    <div className="rounded border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">
        {href ? (
          <Link href={href} className="hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

async function ProductList({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: { id: number; name: string; quantity: number }[];
}) {
  const t = await getStaffTranslations('BackofficeDashboard');
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="font-semibold">
        {t('listHeading', { title, count: products.length })}
      </h2>
      {products.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ul className="mt-2 text-sm">
          {products.map((product) => (
            <li key={product.id} className="flex justify-between gap-2 py-0.5">
              <Link href={`/backoffice/products/edit/${product.id}`} className="text-brand-700 underline">
                {product.name}
              </Link>
              <span>{product.quantity}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /backoffice — the dashboard (docs/decisions/04-backoffice.md §5). */
export default async function DashboardPage() {
  const stats = await getDashboard();
  const [t, format] = await Promise.all([getStaffTranslations('BackofficeDashboard'), getStaffFormatter()]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('ordersToday')} value={stats.ordersToday} />
        <Stat label={t('ordersThisWeek')} value={stats.ordersThisWeek} />
        <Stat label={t('revenue')} value={format.number(Number(stats.revenue), EUROS)} />
        <Stat label={t('pendingOrders')} value={stats.pendingOrders} href="/backoffice/orders?status=pending" />
      </dl>
      <div className="grid gap-3 md:grid-cols-2">
        <ProductList id="out-of-stock" title={t('outOfStock')} products={stats.outOfStock} />
        <ProductList id="low-stock" title={t('lowStock')} products={stats.lowStock} />
      </div>
      <section aria-labelledby="latest-heading" className="flex flex-col gap-2">
        <h2 id="latest-heading" className="text-lg font-semibold">
          {t('latestOrders')}
        </h2>
        <OrdersTable orders={stats.latestOrders} caption={t('latestOrders')} />
      </section>
    </div>
  );
}
