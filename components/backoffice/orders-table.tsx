import Link from 'next/link';
import type { AdminOrder } from '@/lib/backoffice/order-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/i18n/staff';
import { DATE_TIME, EUROS } from '@/lib/i18n/staff-format';
import { StatusBadge } from './status-badge';

/** Orders with their items; scrolls sideways on a phone. */
export async function OrdersTable({ orders, caption }: { orders: AdminOrder[]; caption: string }) {
  const [t, format] = await Promise.all([getStaffTranslations('BackofficeOrders'), getStaffFormatter()]);
  if (orders.length === 0) return <p className="text-slate-600">{t('none')}</p>;
  return (
    <div className="overflow-x-auto rounded border border-slate-200 bg-white">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">{t('order')}</th>
            <th scope="col" className="px-3 py-2">{t('created')}</th>
            <th scope="col" className="px-3 py-2">{t('customer')}</th>
            <th scope="col" className="px-3 py-2">{t('items')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('total')}</th>
            <th scope="col" className="px-3 py-2">{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2 font-mono">
                <Link href={`/backoffice/orders/edit/${order.id}`} className="text-brand-700 underline">{order.orderNumber}</Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{format.dateTime(order.createdAt, DATE_TIME)}</td>
              <td className="px-3 py-2">{order.customerName}<br /><span className="text-slate-600">{order.customerEmail}</span></td>
              <td className="px-3 py-2">
                <ul>{order.items.map((item) => <li key={item.id}>{t('itemLine', { quantity: item.quantity, name: item.productName })}</li>)}</ul>
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{format.number(Number(order.totalAmount), EUROS)}</td>
              <td className="px-3 py-2"><StatusBadge status={order.status} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
