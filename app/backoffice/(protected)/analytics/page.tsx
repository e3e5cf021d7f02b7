import { subDays } from 'date-fns';
import type { Metadata } from 'next';
import { secondaryButtonClass } from '@/components/backoffice/buttons';
import { DateRangeForm } from '@/components/backoffice/date-range-form';
import { RevenueChart } from '@/components/backoffice/revenue-chart';
import { getAnalytics } from '@/lib/staff/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { calendarDay, DAY, EUROS } from '@/lib/i18n/format';
import { pickupLocationName } from '@/lib/shop/pickup';
import { lisbonToday } from '@/lib/time';
import { dateRangeSchema } from '@/lib/validation/date-range';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeAnalytics'))('title') };
}

async function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  const t = await getStaffTranslations('BackofficeAnalytics');
  return (
    <section className="relative overflow-x-auto rounded border border-slate-200 bg-white p-4">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={`py-1 ${index ? 'text-right' : ''}`}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={head.length} className="py-1 text-slate-600">
                {t('noData')}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={String(row[0])} className="border-t border-slate-200">
              {row.map((cell, index) => (
                <td key={index} className={`py-1 ${index ? 'text-right' : ''}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
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
        <Table
          caption={t('ordersByStatus')}
          head={[t('status'), t('orders')]}
          rows={data.ordersByStatus.map((row) => [tStatus(row.status), row.count])}
        />
        <Table
          caption={t('revenueByLocation')}
          head={[t('location'), t('orders'), t('revenueColumn')]}
          rows={data.revenueByLocation.map((row) => [
            pickupLocationName(tRoot, row.location),
            row.orders,
            euros(row.revenue),
          ])}
        />
        <Table
          caption={t('topByUnits')}
          head={[t('product'), t('units'), t('revenueColumn')]}
          rows={data.topByUnits.map((row) => [row.name, row.units, euros(row.revenue)])}
        />
        <Table
          caption={t('topByRevenue')}
          head={[t('product'), t('units'), t('revenueColumn')]}
          rows={data.topByRevenue.map((row) => [row.name, row.units, euros(row.revenue)])}
        />
      </div>
      <Table
        caption={t('revenuePerDay')}
        head={[t('day'), t('revenueColumn')]}
        rows={data.revenuePerDay
          .filter((row) => row.revenue > 0)
          .map((row) => [format.dateTime(calendarDay(row.day), DAY), euros(row.revenue)])}
      />
    </div>
  );
}
