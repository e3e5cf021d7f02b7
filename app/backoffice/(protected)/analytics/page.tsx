import { subDays } from 'date-fns';
import type { Metadata } from 'next';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { DateRangeForm } from '@/components/backoffice/date-range-form';
import { FiguresTable } from '@/components/backoffice/figures-table';
import { RevenueChart } from '@/components/shop/staff/revenue-chart';
import { getAnalytics } from '@/lib/shop/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { calendarDay, DAY, EUROS } from '@/lib/i18n/format';
import { pickupLocationName } from '@/lib/shop/pickup/pickup';
import { lisbonToday } from '@/lib/time';
import { dateRangeSchema } from '@/lib/validation/date-range';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeAnalytics'))('title') };
}

/** /backoffice/analytics — revenue, statuses, top products, locations and CSV for a date range (docs/decisions/04-backoffice.md §9). */
export default async function AnalyticsPage({ searchParams }: PageProps<'/backoffice/analytics'>) {
  const raw = await searchParams;
  const defaults = { from: lisbonToday(subDays(new Date(), 29)), to: lisbonToday() };
  const parsed = dateRangeSchema.safeParse({ from: raw.from, to: raw.to });
  const range = parsed.success ? parsed.data : defaults;
  const data = await getAnalytics(range);
  const [t, tStatus, tRoot, format] = await Promise.all([
    getStaffTranslations('BackofficeAnalytics'),
    getStaffTranslations('OrderStatus'),
    getStaffTranslations(),
    getStaffFormatter(),
  ]);
  const euros = (value: number) => format.number(value, EUROS);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <DateRangeForm
        from={range.from}
        to={range.to}
        labels={{ from: t('from'), to: t('to'), submit: t('show') }}
        primary
        actions={
          <a
            href={`/api/backoffice/orders-csv?from=${range.from}&to=${range.to}`}
            className={secondaryButtonClass}
            download
          >
            {t('export')}
          </a>
        }
      />
      {!parsed.success && (raw.from || raw.to) && (
        <p role="alert" className="text-red-800">
          {t('invalidRange')}
        </p>
      )}
      <p className="text-lg">
        {t('averageOrderValue')} <strong>{euros(data.averageOrderValue)}</strong>
      </p>
      <section className="rounded border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-semibold">{t('revenuePerDayChart')}</h2>
        <RevenueChart data={data.revenuePerDay} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <FiguresTable
          caption={t('ordersByStatus')}
          empty={t('noData')}
          head={[t('status'), t('orders')]}
          rows={data.ordersByStatus.map((row) => [tStatus(row.status), row.count])}
        />
        <FiguresTable
          caption={t('revenueByLocation')}
          empty={t('noData')}
          head={[t('location'), t('orders'), t('revenueColumn')]}
          rows={data.revenueByLocation.map((row) => [
            pickupLocationName(tRoot, row.location),
            row.orders,
            euros(row.revenue),
          ])}
        />
        <FiguresTable
          caption={t('topByUnits')}
          empty={t('noData')}
          head={[t('product'), t('units'), t('revenueColumn')]}
          rows={data.topByUnits.map((row) => [row.name, row.units, euros(row.revenue)])}
        />
        <FiguresTable
          caption={t('topByRevenue')}
          empty={t('noData')}
          head={[t('product'), t('units'), t('revenueColumn')]}
          rows={data.topByRevenue.map((row) => [row.name, row.units, euros(row.revenue)])}
        />
      </div>
      <FiguresTable
        caption={t('revenuePerDay')}
        empty={t('noData')}
        head={[t('day'), t('revenueColumn')]}
        rows={data.revenuePerDay
          .filter((row) => row.revenue > 0)
          .map((row) => [format.dateTime(calendarDay(row.day), DAY), euros(row.revenue)])}
      />
    </div>
  );
}
