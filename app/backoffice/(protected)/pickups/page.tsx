import type { Metadata } from 'next';
import Link from 'next/link';
import { PickupStatusButton } from '@/components/shop/staff/pickup-status-button';
import { StatusBadge } from '@/components/shop/staff/status-badge';
import { getUpcomingPickups } from '@/lib/shop/staff-queries';
import type { UpcomingPickup } from '@/lib/shop/pickup/upcoming-pickups';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { calendarDay, DAY } from '@/lib/i18n/format';
import { pickupLocationName } from '@/lib/shop/pickup/pickup';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficePickups'))('title') };
}

/** One pickup as a card that fits a phone: time, customer, phone to call, items, status, one-tap ready and collected. */
async function PickupCard({ pickup }: { pickup: UpcomingPickup }) {
  const [t, tRoot] = await Promise.all([getStaffTranslations('BackofficePickups'), getStaffTranslations()]);
  return (
    <li
      aria-label={`${pickup.pickupTime} ${pickup.customerName}`}
      className={`space-y-2 rounded-lg border p-4 ${pickup.late ? 'border-amber-500 bg-amber-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-xl font-bold tabular-nums">{pickup.slot}</p>
        <StatusBadge status={pickup.status} />
      </div>
      {pickup.late && <p className="text-sm font-semibold text-amber-900">{t('late')}</p>}
      <p className="font-medium">{pickup.customerName}</p>
      <p>
        <a href={`tel:${pickup.customerPhone.replace(/[^\d+]/g, '')}`} className="font-medium text-brand-700 underline">
          {pickup.customerPhone}
        </a>
      </p>
      <ul className="text-sm text-slate-700">
        {pickup.items.map((item, index) => (
          <li key={index}>{t('itemLine', { quantity: item.quantity, name: item.name })}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        {pickupLocationName(tRoot, pickup.pickupLocation)} ·{' '}
        <Link href={`/backoffice/orders/edit/${pickup.id}`} className="underline">
          {pickup.orderNumber}
        </Link>
      </p>
      {(pickup.status === 'pending' || pickup.status === 'confirmed') && (
        <PickupStatusButton
          orderId={pickup.id}
          status="shipped"
          label={t('markReady')}
          ariaLabel={t('markReadyLabel', { number: pickup.orderNumber })}
        />
      )}
      {(pickup.status === 'confirmed' || pickup.status === 'shipped') && (
        <PickupStatusButton
          orderId={pickup.id}
          status="collected"
          label={t('markCollected')}
          ariaLabel={t('markCollectedLabel', { number: pickup.orderNumber })}
        />
      )}
    </li>
  );
}

/** /backoffice/pickups — today's and tomorrow's pickups in Lisbon, by time, for staff on a phone (docs/decisions/13-pickup-order-journey.md §6). */
export default async function PickupsPage() {
  const { today, tomorrow, pickups } = await getUpcomingPickups();
  const [t, format] = await Promise.all([getStaffTranslations('BackofficePickups'), getStaffFormatter()]);
  const days = [
    { date: today, title: t('today') },
    { date: tomorrow, title: t('tomorrow') },
  ];
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      {days.map((day) => {
        const list = pickups.filter((pickup) => pickup.pickupDate === day.date);
        return (
          <section key={day.date} aria-labelledby={`pickups-${day.date}`} className="flex flex-col gap-3">
            <h2 id={`pickups-${day.date}`} className="text-lg font-semibold">
              {day.title}{' '}
              <span className="text-sm font-normal text-slate-600">{format.dateTime(calendarDay(day.date), DAY)}</span>
            </h2>
            {list.length === 0 ? (
              <p className="text-slate-600">{t('none')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.map((pickup) => (
                  <PickupCard key={pickup.id} pickup={pickup} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
