import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { formatDateTime, formatEuros } from '@/components/backoffice/format';
import { OrderStatusForm } from '@/components/backoffice/order-status-form';
import { StatusBadge } from '@/components/backoffice/status-badge';
import { ResendOrderEmailButton } from '@/components/backoffice/email-buttons';
import { OutboxTable } from '@/components/backoffice/outbox-table';
import { orderEmailTemplates } from '@/emails/order-email';
import { getOrderForEdit, getOutboxPage } from '@/lib/backoffice/queries';
import { routeIdSchema } from '@/lib/validation/backoffice';

export const metadata: Metadata = { title: 'Edit order' };

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

/** /backoffice/orders/edit/{id} — customer, pickup, items, total and status (issue 4 §7). */
export default async function EditOrderPage({ params }: PageProps<'/backoffice/orders/edit/[id]'>) {
  const id = routeIdSchema.safeParse((await params).id);
  const order = id.success ? await getOrderForEdit(id.data) : null;
  if (!order) notFound();
  const emails = await getOutboxPage(1, order.id);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Order {order.orderNumber}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="text-sm text-slate-700">Placed {formatDateTime(order.createdAt)}</p>
      <section aria-labelledby="status-heading" className="rounded border border-slate-200 bg-white p-4">
        <h2 id="status-heading" className="mb-3 font-semibold">Change status</h2>
        <OrderStatusForm orderId={order.id} status={order.status} />
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="customer-heading" className="rounded border border-slate-200 bg-white p-4">
          <h2 id="customer-heading" className="mb-3 font-semibold">Customer</h2>
          <dl className="grid gap-2">
            <Detail label="Name" value={order.customerName} />
            <Detail label="E-mail" value={order.customerEmail} />
            <Detail label="Phone" value={order.customerPhone} />
            <Detail label="Address" value={`${order.customerAddress}, ${order.customerPostalCode} ${order.customerCity}, ${order.customerCountry}`} />
          </dl>
        </section>
        <section aria-labelledby="pickup-heading" className="rounded border border-slate-200 bg-white p-4">
          <h2 id="pickup-heading" className="mb-3 font-semibold">Pickup</h2>
          <dl className="grid gap-2">
            <Detail label="Location" value={order.pickupLocation} />
            <Detail label="Date" value={order.pickupDate} />
            <Detail label="Time" value={order.pickupTime} />
            <Detail label="Language" value={order.locale} />
          </dl>
        </section>
      </div>
      <section aria-labelledby="items-heading" className="overflow-x-auto rounded border border-slate-200 bg-white p-4">
        <h2 id="items-heading" className="mb-3 font-semibold">Items</h2>
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead><tr><th scope="col" className="py-1">Product</th><th scope="col" className="py-1 text-right">Price</th><th scope="col" className="py-1 text-right">Quantity</th><th scope="col" className="py-1 text-right">Subtotal</th></tr></thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-t border-slate-200">
                <td className="py-1">{item.productName}{item.productId === null && <span className="text-slate-500"> (deleted)</span>}</td>
                <td className="py-1 text-right">{formatEuros(item.productPrice)}</td>
                <td className="py-1 text-right">{item.quantity}</td>
                <td className="py-1 text-right">{formatEuros(item.subtotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot><tr className="border-t border-slate-300 font-semibold"><td colSpan={3} className="py-1">Total</td><td className="py-1 text-right">{formatEuros(order.totalAmount)}</td></tr></tfoot>
        </table>
      </section>
      <section aria-labelledby="emails-heading" className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4">
        <h2 id="emails-heading" className="font-semibold">E-mails</h2>
        <OutboxTable emails={emails} caption={`E-mails of order ${order.orderNumber}`} />
        <div className="flex flex-wrap gap-2">
          {orderEmailTemplates.map((template) => <ResendOrderEmailButton key={template} orderId={order.id} template={template} />)}
        </div>
      </section>
    </div>
  );
}
