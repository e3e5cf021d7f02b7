import { notFound } from 'next/navigation';
import { ScrollBox } from '@/components/ui/scroll-box';
import type { Metadata } from 'next';
import { OrderStatusForm } from '@/components/shop/staff/order-status-form';
import { StatusBadge } from '@/components/shop/staff/status-badge';
import { OutboxTable } from '@/components/mail/staff/outbox-table';
import Link from 'next/link';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { orderEmailTemplates } from '@/lib/mail/templates';
import { emailTemplateNames } from '@/lib/mail/staff-template-names';
import { getOrderForEdit } from '@/lib/shop/staff-queries';
import { getOutboxPage } from '@/lib/mail/staff-queries';
import { resendableTemplates } from '@/lib/shop/orders/order-emails';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { calendarDay, DATE_TIME, DAY, EUROS } from '@/lib/i18n/format';
import { isLocale } from '@/lib/i18n/routing';
import { billingAddressLine } from '@/lib/shop/orders/billing-address';
import { pickupLocationName } from '@/lib/shop/pickup/pickup';
import { routeIdSchema } from '@/lib/validation/ids';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeOrders'))('editTitle') };
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

/**
 * /backoffice/orders/edit/{id} — customer, pickup, items, total and status (docs/orders.md), the order's e-mails and
 * "Resend" for the e-mails that fit its status, each through a confirmation page (docs/mail.md).
 */
export default async function EditOrderPage({ params, searchParams }: PageProps<'/backoffice/orders/edit/[id]'>) {
  const id = routeIdSchema.safeParse((await params).id);
  const order = id.success ? await getOrderForEdit(id.data) : null;
  if (!order) notFound();
  const emails = await getOutboxPage(1, order.id);
  const [t, format, tRoot, tLanguages, tEmails, tStatus, templateName] = await Promise.all([
    getStaffTranslations('BackofficeOrders'),
    getStaffFormatter(),
    getStaffTranslations(),
    getStaffTranslations('BackofficeLanguages'),
    getStaffTranslations('BackofficeEmails'),
    getStaffTranslations('OrderStatus'),
    emailTemplateNames(),
  ]);
  const { resent } = await searchParams;
  const resentTemplate = orderEmailTemplates.find((template) => template === resent);
  const euros = (value: unknown) => format.number(Number(value), EUROS);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('orderHeading', { number: order.orderNumber })}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="text-sm text-slate-700">{t('placed', { date: format.dateTime(order.createdAt, DATE_TIME) })}</p>
      <section aria-labelledby="status-heading" className="rounded border border-slate-200 bg-white p-4">
        <h2 id="status-heading" className="mb-3 font-semibold">
          {t('changeStatus')}
        </h2>
        <OrderStatusForm orderId={order.id} status={order.status} />
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="customer-heading" className="rounded border border-slate-200 bg-white p-4">
          <h2 id="customer-heading" className="mb-3 font-semibold">
            {t('customer')}
          </h2>
          <dl className="grid gap-2">
            <Detail label={t('name')} value={order.customerName} />
            <Detail label={t('email')} value={order.customerEmail} />
            <Detail label={t('phone')} value={order.customerPhone} />
            <Detail label={t('address')} value={billingAddressLine(order) ?? t('noAddress')} />
          </dl>
        </section>
        <section aria-labelledby="pickup-heading" className="rounded border border-slate-200 bg-white p-4">
          <h2 id="pickup-heading" className="mb-3 font-semibold">
            {t('pickup')}
          </h2>
          <dl className="grid gap-2">
            <Detail label={t('location')} value={pickupLocationName(tRoot, order.pickupLocation)} />
            <Detail label={t('date')} value={format.dateTime(calendarDay(order.pickupDate), DAY)} />
            <Detail label={t('time')} value={order.pickupTime} />
            <Detail label={t('language')} value={isLocale(order.locale) ? tLanguages(order.locale) : order.locale} />
          </dl>
        </section>
      </div>
      <section aria-labelledby="items-heading" className="min-w-0 rounded border border-slate-200 bg-white p-4">
        <h2 id="items-heading" className="mb-3 font-semibold">
          {t('items')}
        </h2>
        <ScrollBox label={t('items')}>
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  {t('product')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('price')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('quantity')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('subtotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id} className="border-t border-slate-200">
                  <td className="py-1">
                    {item.name}
                    {item.productId === null && <span className="text-slate-500"> {t('deleted')}</span>}
                  </td>
                  <td className="py-1 text-right">{euros(item.productPrice)}</td>
                  <td className="py-1 text-right">{item.quantity}</td>
                  <td className="py-1 text-right">{euros(item.subtotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-slate-300 font-semibold">
                <td colSpan={3} className="py-1">
                  {t('total')}
                </td>
                <td className="py-1 text-right">{euros(order.totalAmount)}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollBox>
      </section>
      <section
        aria-labelledby="emails-heading"
        className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="emails-heading" className="font-semibold">
          {t('emails')}
        </h2>
        <OutboxTable emails={emails} caption={t('emailsCaption', { number: order.orderNumber })} />
        {resentTemplate && (
          <p role="status" className="rounded bg-green-50 p-2 text-sm text-green-900">
            {tEmails('resent', { name: templateName(resentTemplate) })}
          </p>
        )}
        {resendableTemplates(order.status).length === 0 ? (
          <p className="text-sm text-slate-700">{tEmails('resendNone', { status: tStatus(order.status) })}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {resendableTemplates(order.status).map((template) => (
              <li key={template}>
                <Link
                  href={`/backoffice/orders/edit/${order.id}/resend/${template}`}
                  className={`${secondaryButtonClass} inline-block`}
                >
                  {tEmails('resend', { name: templateName(template) })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
