'use client';

import dynamic from 'next/dynamic';
import type { ChartSeries } from '@/components/backoffice/chart-bars';

// recharts loads after the page and its tables (as RevenueChart does).
const ChartBars = dynamic(() => import('@/components/backoffice/chart-bars').then((module) => module.ChartBars), {
  ssr: false,
});

/**
 * Bars of Insights figures (docs/decisions/16-insights.md §3), one group per row of `data` labelled by `xKey`; `stacked` stacks the
 * series. The figures are in a table beside it for screen readers, so the chart is hidden from them.
 */
export function InsightsChart({
  data,
  xKey,
  series,
  stacked = false,
}: {
  data: Record<string, string | number>[];
  xKey: string;
  series: ChartSeries[];
  stacked?: boolean;
}) {
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ChartBars data={data} xKey={xKey} series={series} stacked={stacked} />
    </div>
  );
}
