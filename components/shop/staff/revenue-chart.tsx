'use client';

import dynamic from 'next/dynamic';

// recharts is about 90 kB gzip: the page and its tables come first, the bars right after (docs/decisions/06-fast-accessible-hardened.md item 4).
const RevenueChartBars = dynamic(() => import('./revenue-chart-bars').then((module) => module.RevenueChartBars), {
  ssr: false,
});

/** Revenue per day as bars; the same figures are in the table under it for screen readers, so the chart is hidden
 * from them and not focusable (no keyboard layer). The box keeps its size while the chart loads (no layout shift). */
export function RevenueChart({ data }: { data: { day: string; revenue: number }[] }) {
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <RevenueChartBars data={data} />
    </div>
  );
}
