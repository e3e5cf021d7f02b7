import Link from 'next/link';
import type { AdminOrder } from '@/lib/backoffice/order-queries';
import { formatDateTime, formatEuros } from './format';
import { StatusBadge } from './status-badge';

/** Orders with their items; scrolls sideways on a phone. */
export function OrdersTable({ orders, caption }: { orders: AdminOrder[]; caption: string }) {
  if (orders.length === 0) return <p className="text-slate-600">No orders found.</p>;
  return (
    <div className="overflow-x-auto rounded border border-slate-200 bg-white">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">Order</th>
            <th scope="col" className="px-3 py-2">Created</th>
            <th scope="col" className="px-3 py-2">Customer</th>
            <th scope="col" className="px-3 py-2">Items</th>
            <th scope="col" className="px-3 py-2 text-right">Total</th>
            <th scope="col" className="px-3 py-2">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2 font-mono">
                <Link href={`/backoffice/orders/edit/${order.id}`} className="text-brand-700 underline">{order.orderNumber}</Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
              <td className="px-3 py-2">{order.customerName}<br /><span className="text-slate-600">{order.customerEmail}</span></td>
              <td className="px-3 py-2">
                <ul>{order.items.map((item) => <li key={item.id}>{item.quantity} × {item.productName}</li>)}</ul>
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatEuros(order.totalAmount)}</td>
              <td className="px-3 py-2"><StatusBadge status={order.status} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
