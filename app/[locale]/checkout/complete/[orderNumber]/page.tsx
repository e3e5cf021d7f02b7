import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { calendarDay, formatEuros, formatterFor } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { ORDER_RECEIPT_COOKIE } from '@/lib/shop/orders/order-receipt';
import { mapLink } from '@/lib/maps';
import { pickupPlaceLine } from '@/lib/shop/pickup/pickup';
import { pickupTimeRange } from '@/lib/shop/pickup/pickup-slots';
import { getGuestOrder } from '@/lib/shop/queries';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';

type Props = PageProps<'/[locale]/checkout/complete/[orderNumber]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: t('orderCompleteTitle'), robots: { index: false } };
}

/**
 * Order Complete (docs/spec.md §4): the order number for anyone who has it; the guest's details, the order's current
 * status, the calendar file and the map only for the browser holding the signed receipt cookie set when the order
 * was placed, or for the signed link (`?t=`) of the order's e-mails (docs/decisions/13-pickup-order-journey.md §4, §5).
 * Once the order is collected or cancelled its owner is no longer asked to bring the number, and the calendar file
 * is not offered.
 */
export default async function OrderCompletePage({ params, searchParams }: Props) {
  const { orderNumber } = await params;
  const locale = await resolvePageLocale(params);
  const { t: token } = await searchParams;
  const receipt = (await cookies()).get(ORDER_RECEIPT_COOKIE)?.value;
  const order = await getGuestOrder(
    orderNumber,
    { receipt, token: typeof token === 'string' ? token : undefined },
    locale,
  );
  if (!order) notFound();
  const owner = order.owner;
  const [t, tRoot, tStatus] = await Promise.all([
    getTranslations('OrderComplete'),
    getTranslations(),
    getTranslations('OrderStatus'),
  ]);
  const euros = (amount: { toString(): string }) => formatEuros(amount.toString(), locale);
  const pickupDate = order.pickupDate.toISOString().slice(0, 10);
  const address = order.pickupAddress;
  // A collected or cancelled order has no pickup ahead: nothing to bring, nothing to put in a calendar.
  const over = owner && (order.status === 'collected' || order.status === 'cancelled');
  const calendarHref = `/api/orders/${order.orderNumber}/calendar?${new URLSearchParams({ locale, ...(typeof token === 'string' ? { t: token } : {}) })}`;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-lg">{t('thanks')}</p>
      <div className="rounded-lg border border-brand-600 bg-brand-50 p-5">
        <p className="text-sm text-slate-700">{t('orderNumber')}</p>
        <p data-testid="order-number" className="font-mono text-2xl font-bold tracking-wider">
          {order.orderNumber}
        </p>
        <p className="mt-2 text-sm">
          {over ? t(`over.${order.status as 'collected' | 'cancelled'}`) : t('keepNumber')}
        </p>
      </div>
      {owner ? (
        <section aria-labelledby="order-details" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="order-details" className="text-lg font-semibold">
            {t('details')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">{t('name')}</dt>
            <dd>{order.customerName}</dd>
            <dt className="font-medium">{t('email')}</dt>
            <dd>{order.customerEmail}</dd>
            <dt className="font-medium">{t('pickup')}</dt>
            <dd>
              {pickupPlaceLine(tRoot, order.pickupLocation, address)},{' '}
              {formatterFor(locale).dateTime(calendarDay(pickupDate), { dateStyle: 'long' })},{' '}
              <span data-testid="pickup-slot">
                {pickupTimeRange(pickupDate, order.pickupTime, order.pickupMinutes)}
              </span>
            </dd>
            <dt className="font-medium">{t('status')}</dt>
            <dd data-testid="order-status">{tStatus(order.status)}</dd>
          </dl>
          <h3 className="font-semibold">{t('items')}</h3>
          <ul className="divide-y divide-slate-100">
            {order.items.map((item) => (
              <li key={item.id} className="flex justify-between py-2">
                <span>
                  {item.quantity} × {item.name}
                </span>
                <span>{euros(item.subtotal)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between border-t border-slate-200 pt-3 text-lg font-bold">
            <span>{t('total')}</span>
            <span>{euros(order.totalAmount)}</span>
          </p>
          <p className="flex flex-wrap gap-3">
            {!over && (
              <a
                href={calendarHref}
                download
                className="rounded border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('addToCalendar')}
              </a>
            )}
            {address && !over && (
              <a
                href={mapLink(address)}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('openMap')}
              </a>
            )}
          </p>
        </section>
      ) : (
        <p className="text-slate-700">{t('privateNote')}</p>
      )}
      <Link href="/shopping" className="inline-block rounded bg-brand-600 px-4 py-2 font-semibold text-white">
        {t('continueShopping')}
      </Link>
    </div>
  );
}
