import { subDays } from 'date-fns';
import type { Metadata } from 'next';
import Link from 'next/link';
import { DateRangeForm } from '@/components/backoffice/date-range-form';
import { InsightsChart } from '@/components/insights/staff/insights-chart';
import { FiguresTable } from '@/components/backoffice/figures-table';
import { getInsights } from '@/lib/insights/staff-queries';
import { getStaffTranslations } from '@/lib/staff/translations';
import { lisbonToday } from '@/lib/time';
import { dateRangeSchema } from '@/lib/validation/date-range';
import type { Breakdown } from '@/lib/insights/overview';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeInsights'))('title') };
}

const languageColors = { en: '#0b6e99', fr: '#7c3aed', pt: '#15803d' } as const;
const referrerColors = {
  search: '#0b6e99',
  social: '#db2777',
  direct: '#64748b',
  internal: '#15803d',
  other: '#ca8a04',
} as const;

/** /backoffice/insights — visitors, page views, top pages, partners, categories and funnels for a range (docs/decisions/16-insights.md §3). */
export default async function InsightsPage({ searchParams }: PageProps<'/backoffice/insights'>) {
  const raw = await searchParams;
  const defaults = { from: lisbonToday(subDays(new Date(), 29)), to: lisbonToday() };
  const parsed = dateRangeSchema.safeParse({ from: raw.from, to: raw.to });
  const range = parsed.success ? parsed.data : defaults;
  const [t, data] = await Promise.all([getStaffTranslations('BackofficeInsights'), getInsights(range)]);
  const languages = (Object.keys(languageColors) as (keyof typeof languageColors)[]).map((key) => ({
    key,
    label: t(`language.${key}`),
    color: languageColors[key],
  }));
  const referrers = (Object.keys(referrerColors) as (keyof typeof referrerColors)[]).map((key) => ({
    key,
    label: t(`referrer.${key}`),
    color: referrerColors[key],
  }));
  const breakdown = (title: string, rows: Breakdown[], link: boolean) => (
    <section className="flex min-w-0 flex-col gap-3 rounded border border-slate-200 bg-white p-4">
      <h2 className="font-semibold">{title}</h2>
      <InsightsChart data={rows.slice(0, 10)} xKey="label" series={languages} stacked />
      <InsightsChart data={rows.slice(0, 10)} xKey="label" series={referrers} stacked />
      {/* Eight figures a row: on a phone the table scrolls in its own box, the name column (a page's path, a
          partner's name) in view. */}
      <FiguresTable
        caption={title}
        captionHidden
        head={[t('name'), t('views'), ...[...languages, ...referrers].map((s) => s.label)]}
        rows={rows.map((row) => [
          link ? (
            <Link className="underline" href={`/backoffice/insights/partners/${row.key}`}>
              {row.label}
            </Link>
          ) : (
            row.label
          ),
          row.views,
          ...[...languages, ...referrers].map((s) => row[s.key]),
        ])}
        empty={t('noData')}
      />
    </section>
  );
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <DateRangeForm
        from={range.from}
        to={range.to}
        labels={{ from: t('from'), to: t('to'), submit: t('show') }}
        primary
      />
      {!parsed.success && (raw.from || raw.to) && (
        <p role="alert" className="text-red-800">
          {t('invalidRange')}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {(
          [
            ['visitors', t('visitors'), data.totals.visitors],
            ['views', t('pageViews'), data.totals.views],
          ] as const
        ).map(([id, label, value]) => (
          <div key={id} className="rounded border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`insights-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section className="rounded border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-semibold">{t('perDay')}</h2>
        <InsightsChart
          data={data.perDay}
          xKey="day"
          series={[
            { key: 'visitors', label: t('dailyVisitors'), color: '#15803d' },
            { key: 'views', label: t('pageViews'), color: '#0b6e99' },
          ]}
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <FiguresTable
          caption={t('topPages')}
          head={[t('path'), t('views')]}
          rows={data.topPages.map((row) => [row.path, row.views])}
          empty={t('noData')}
        />
        <FiguresTable
          caption={t('searchEngines')}
          head={[t('name'), t('views')]}
          rows={data.searchEngines.map((row) => [row.name, row.views])}
          empty={t('noData')}
        />
        <FiguresTable
          caption={t('offerFunnel')}
          head={[t('step'), t('count')]}
          empty={t('noData')}
          rows={[
            [t('offerViews'), data.offerFunnel.offerViews],
            [t('bookingRequests'), data.offerFunnel.bookingRequests],
            [t('externalClicks'), data.offerFunnel.externalClicks],
          ]}
        />
        <FiguresTable
          caption={t('shopFunnel')}
          head={[t('step'), t('count')]}
          empty={t('noData')}
          rows={[
            [t('productViews'), data.shopFunnel.productViews],
            [t('addToCart'), data.shopFunnel.addToCart],
            [t('orders'), data.shopFunnel.orders],
          ]}
        />
        <FiguresTable
          caption={t('cardFunnel')}
          head={[t('step'), t('count')]}
          empty={t('noData')}
          rows={[
            [t('cardViews'), data.cardFunnel.cardViews],
            [t('redemptions'), data.cardFunnel.redemptions],
          ]}
        />
      </div>
      {breakdown(t('partners'), data.partners, true)}
      {breakdown(t('categories'), data.categories, false)}
    </div>
  );
}
