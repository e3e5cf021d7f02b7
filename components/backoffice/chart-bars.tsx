'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One series of a staff chart: the data key, its translated label and colour. */
export type ChartSeries = { key: string; label: string; color: string };

/** How a chart writes its values in the staff language: the x ticks, the y ticks, the tooltip's label and values. */
export type ChartFormats = {
  x?: (value: string) => string;
  y?: (value: number) => string;
  label?: (value: string) => string;
  value?: (value: number) => string;
};

/**
 * The bars of every staff chart (recharts; loaded after the page): one bar per series, side by side or stacked,
 * with a legend unless `legend` is false.
 */
export function ChartBars({
  data,
  xKey,
  series,
  stacked = false,
  legend = true,
  formats = {},
}: {
  data: Record<string, string | number>[];
  xKey: string;
  series: ChartSeries[];
  stacked?: boolean;
  legend?: boolean;
  formats?: ChartFormats;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={xKey} fontSize={12} interval="preserveStartEnd" tickFormatter={formats.x} />
        <YAxis fontSize={12} width={formats.y ? 64 : 48} allowDecimals={false} tickFormatter={formats.y} />
        <Tooltip
          labelFormatter={formats.label && ((label) => formats.label!(String(label)))}
          formatter={formats.value && ((value) => formats.value!(Number(value)))}
        />
        {legend && <Legend />}
        {series.map((entry) => (
          <Bar
            key={entry.key}
            dataKey={entry.key}
            name={entry.label}
            fill={entry.color}
            stackId={stacked ? 'stack' : undefined}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
