'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One series of an Insights chart: the data key, its translated label and colour. */
export type ChartSeries = { key: string; label: string; color: string };

/** The bars of InsightsChart (recharts), loaded after the page. */
export function InsightsChartBars({ data, xKey, series, stacked }: { data: Record<string, string | number>[]; xKey: string; series: ChartSeries[]; stacked: boolean }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={xKey} fontSize={12} interval="preserveStartEnd" />
        <YAxis fontSize={12} width={48} allowDecimals={false} />
        <Tooltip />
        <Legend />
        {series.map((entry) => (
          <Bar key={entry.key} dataKey={entry.key} name={entry.label} fill={entry.color} stackId={stacked ? 'stack' : undefined} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
