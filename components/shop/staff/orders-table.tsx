import Link from 'next/link';
import type { StaffOrder } from '@/lib/shop/orders/staff-order-reads';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { DATE_TIME, EUROS } from '@/lib/i18n/format';
import { StatusBadge } from './status-badge';
import { StaffTable } from '@/components/backoffice/staff-table';

/** Orders with their items; scrolls sideways on a phone. */
export async function OrdersTable({ orders, caption }: { orders: StaffOrder[]; caption: string }) {
  const [t, format] = await Promise.all([getStaffTranslations('BackofficeOrders'), getStaffFormatter()]);
  if (orders.length === 0) return <p className="text-slate-600">{t('none')}</p>;
  return (
    <StaffTable
      caption={caption}
      tableClassName="min-w-[44rem]"
      columns={[
        { key: 'order', label: t('order') },
        { key: 'created', label: t('created') },
        { key: 'customer', label: t('customer') },
        { key: 'items', label: t('items') },
        { key: 'total', label: t('total'), align: 'right' },
        { key: 'status', label: t('status') },
      ]}
    >
      {orders.map((order) => (
        <tr key={order.id} className="border-t border-slate-200 align-top">
          <td className="px-3 py-2 font-mono">
            <Link href={`/backoffice/orders/edit/${order.id}`} className="text-brand-700 underline">
              {order.orderNumber}
            </Link>
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{format.dateTime(order.createdAt, DATE_TIME)}</td>
          <td className="px-3 py-2">
            {order.customerName}
            <br />
            <span className="text-slate-600">{order.customerEmail}</span>
          </td>
          <td className="px-3 py-2">
            <ul>
              {order.items.map((item) => (
                <li key={item.id}>{t('itemLine', { quantity: item.quantity, name: item.name })}</li>
              ))}
            </ul>
          </td>
          <td className="px-3 py-2 text-right whitespace-nowrap">{format.number(Number(order.totalAmount), EUROS)}</td>
          <td className="px-3 py-2">
            <StatusBadge status={order.status} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
