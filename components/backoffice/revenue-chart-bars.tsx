'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatEuros } from './format';

/** The bars of RevenueChart (recharts), loaded after the page. */
export function RevenueChartBars({ data }: { data: { day: string; revenue: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} fontSize={12} />
        <YAxis fontSize={12} width={56} />
        <Tooltip formatter={(value) => formatEuros(Number(value))} />
        <Bar dataKey="revenue" fill="#0b6e99" name="Revenue" />
      </BarChart>
    </ResponsiveContainer>
  );
}
