'use client';

import { useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { calendarDay, DAY, EUROS, useLocaleFormatter } from '@/lib/i18n/format';

/** The bars of RevenueChart (recharts), loaded after the page; days, euros and labels in the staff language. */
export function RevenueChartBars({ data }: { data: { day: string; revenue: number }[] }) {
  const t = useTranslations('BackofficeAnalytics');
  const format = useLocaleFormatter();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={(day: string) => format.dateTime(calendarDay(day), { day: 'numeric', month: 'short' })} fontSize={12} />
        <YAxis tickFormatter={(value: number) => format.number(value, { ...EUROS, maximumFractionDigits: 0 })} fontSize={12} width={64} />
        <Tooltip labelFormatter={(day) => format.dateTime(calendarDay(String(day)), DAY)} formatter={(value) => format.number(Number(value), EUROS)} />
        <Bar dataKey="revenue" fill="#0b6e99" name={t('revenueColumn')} />
      </BarChart>
    </ResponsiveContainer>
  );
}
