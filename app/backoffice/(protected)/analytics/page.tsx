import { subDays } from 'date-fns';
import type { Metadata } from 'next';
import { buttonClass, secondaryButtonClass } from '@/components/backoffice/field';
import { formatEuros } from '@/components/backoffice/format';
import { RevenueChart } from '@/components/backoffice/revenue-chart';
import { getAnalytics } from '@/lib/backoffice/queries';
import { lisbonToday } from '@/lib/shop/pickup';
import { dateRangeSchema } from '@/lib/validation/backoffice';

export const metadata: Metadata = { title: 'Analytics' };

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <section className="overflow-x-auto rounded border border-slate-200 bg-white p-4">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead><tr>{head.map((cell, index) => <th key={cell} scope="col" className={`py-1 ${index ? 'text-right' : ''}`}>{cell}</th>)}</tr></thead>
        <tbody>
          {rows.length === 0 && <tr><td colSpan={head.length} className="py-1 text-slate-600">No data in this range.</td></tr>}
          {rows.map((row) => <tr key={String(row[0])} className="border-t border-slate-200">{row.map((cell, index) => <td key={index} className={`py-1 ${index ? 'text-right' : ''}`}>{cell}</td>)}</tr>)}
        </tbody>
      </table>
    </section>
  );
}

/** /backoffice/analytics — revenue, statuses, top products, locations and CSV for a date range (issue 4 §9). */
export default async function AnalyticsPage({ searchParams }: PageProps<'/backoffice/analytics'>) {
  const raw = await searchParams;
  const defaults = { from: lisbonToday(subDays(new Date(), 29)), to: lisbonToday() };
  const parsed = dateRangeSchema.safeParse({ from: raw.from, to: raw.to });
  const range = parsed.success ? parsed.data : defaults;
  const data = await getAnalytics(range);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-semibold">Analytics</h1>
      <form className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">From<input type="date" name="from" defaultValue={range.from} className="rounded border border-slate-300 bg-white px-3 py-2" /></label>
        <label className="flex flex-col gap-1 text-sm font-medium">To<input type="date" name="to" defaultValue={range.to} className="rounded border border-slate-300 bg-white px-3 py-2" /></label>
        <button type="submit" className={buttonClass}>Show</button>
        <a href={`/api/backoffice/orders-csv?from=${range.from}&to=${range.to}`} className={secondaryButtonClass} download>Export orders (CSV)</a>
      </form>
      {!parsed.success && (raw.from || raw.to) && <p role="alert" className="text-red-800">Invalid date range (real dates, at most 366 days): showing the last 30 days.</p>}
      <p className="text-lg">Average order value: <strong>{formatEuros(data.averageOrderValue)}</strong></p>
      <section className="rounded border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-semibold">Revenue per day (confirmed and shipped)</h2>
        <RevenueChart data={data.revenuePerDay} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Table caption="Orders by status" head={['Status', 'Orders']} rows={data.ordersByStatus.map((row) => [row.status, row.count])} />
        <Table caption="Revenue by pickup location" head={['Location', 'Orders', 'Revenue']} rows={data.revenueByLocation.map((row) => [row.location, row.orders, formatEuros(row.revenue)])} />
        <Table caption="Top products by units" head={['Product', 'Units', 'Revenue']} rows={data.topByUnits.map((row) => [row.name, row.units, formatEuros(row.revenue)])} />
        <Table caption="Top products by revenue" head={['Product', 'Units', 'Revenue']} rows={data.topByRevenue.map((row) => [row.name, row.units, formatEuros(row.revenue)])} />
      </div>
      <Table caption="Revenue per day" head={['Day', 'Revenue']} rows={data.revenuePerDay.filter((row) => row.revenue > 0).map((row) => [row.day, formatEuros(row.revenue)])} />
    </div>
  );
}
