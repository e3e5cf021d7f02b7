import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { InsightsChart } from '@/components/insights/staff/insights-chart';
import { FiguresTable } from '@/components/backoffice/figures-table';
import { PartnerReportPanel } from '@/components/insights/staff/partner-report-panel';
import { change, monthLabel, reportFigures } from '@/lib/mail/templates';
import { getPartnerInsights } from '@/lib/insights/staff-queries';
import { lastMonth } from '@/lib/insights/monthly-report';
import { getStaffTranslations, staffLocale } from '@/lib/staff/translations';
import { routeIdSchema } from '@/lib/validation/ids';
import { monthSchema } from '@/lib/insights/schemas';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeInsights'))('title') };
}

/**
 * /backoffice/insights/partners/{id} — a partner's views, visitors, offer views, booking requests, external clicks
 * and reviews per month against the month before, and its monthly report (docs/decisions/16-insights.md §3, §4).
 */
export default async function PartnerInsightsPage({
  params,
  searchParams,
}: PageProps<'/backoffice/insights/partners/[id]'>) {
  const [id, query] = [routeIdSchema.safeParse((await params).id), await searchParams];
  const requested = monthSchema.safeParse(query.month);
  const month = requested.success ? requested.data : lastMonth();
  const data = id.success ? await getPartnerInsights(id.data, month) : null;
  if (!data) notFound();
  const [t, tReport, locale] = await Promise.all([
    getStaffTranslations('BackofficeInsights'),
    getStaffTranslations('PartnerReport'),
    staffLocale(),
  ]);
  const monthly = data.months.map((entry) => ({ ...entry, label: monthLabel(entry.month, locale) }));
  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <p>
        <Link className="underline" href="/backoffice/insights">
          {t('partner.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{t('partner.title', { name: data.partner.name })}</h1>
      <form className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('partner.month')}
          <input
            type="month"
            name="month"
            defaultValue={month}
            className="rounded border border-slate-300 bg-white px-3 py-2"
          />
        </label>
        <button type="submit" className={buttonClass}>
          {t('partner.show')}
        </button>
      </form>
      <FiguresTable
        caption={monthLabel(month, locale)}
        head={[
          t('partner.figure'),
          monthLabel(month, locale),
          monthLabel(data.previous.month, locale),
          t('partner.change'),
        ]}
        rows={reportFigures.map((key) => [
          tReport(`figures.${key}`),
          data.current[key],
          data.previous[key],
          change(data.current[key], data.previous[key], locale),
        ])}
        empty={t('noData')}
      />
      <section className="rounded border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-semibold">{t('partner.perMonth')}</h2>
        <InsightsChart
          data={monthly}
          xKey="label"
          series={[
            { key: 'views', label: t('pageViews'), color: '#0b6e99' },
            { key: 'visitors', label: t('visitors'), color: '#15803d' },
          ]}
        />
        <FiguresTable
          caption={t('partner.perMonth')}
          head={[t('partner.month'), ...reportFigures.map((key) => tReport(`figures.${key}`))]}
          rows={monthly.map((entry) => [entry.label, ...reportFigures.map((key) => entry[key])])}
          empty={t('noData')}
        />
      </section>
      <PartnerReportPanel
        partner={data.partner}
        month={month}
        runs={data.runs}
        done={typeof query.done === 'string' ? query.done : undefined}
        error={typeof query.error === 'string' ? query.error : undefined}
      />
      <p className="flex gap-2">
        <a
          className={secondaryButtonClass}
          href={`/api/backoffice/insights-report?partnerId=${data.partner.id}&month=${month}&format=pdf`}
        >
          {t('partner.previewPdf')}
        </a>
        <a
          className={secondaryButtonClass}
          href={`/api/backoffice/insights-report?partnerId=${data.partner.id}&month=${month}&format=html`}
        >
          {t('partner.previewEmail')}
        </a>
      </p>
    </div>
  );
}
