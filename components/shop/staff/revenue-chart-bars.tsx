'use client';

import { useTranslations } from 'next-intl';
import { calendarDay, DAY, EUROS, useLocaleFormatter } from '@/lib/i18n/format';
import { ChartBars } from '@/components/backoffice/chart-bars';

/** The bars of RevenueChart, loaded after the page; days, euros and labels in the staff language. */
export function RevenueChartBars({ data }: { data: { day: string; revenue: number }[] }) {
  const t = useTranslations('BackofficeAnalytics');
  const format = useLocaleFormatter();
  return (
    <ChartBars
      data={data}
      xKey="day"
      legend={false}
      series={[{ key: 'revenue', label: t('revenueColumn'), color: '#0b6e99' }]}
      formats={{
        x: (day) => format.dateTime(calendarDay(day), { day: 'numeric', month: 'short' }),
        y: (value) => format.number(value, { ...EUROS, maximumFractionDigits: 0 }),
        label: (day) => format.dateTime(calendarDay(day), DAY),
        value: (value) => format.number(value, EUROS),
      }}
    />
  );
}
