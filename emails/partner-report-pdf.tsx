import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { change, monthLabel, reportFigures, type PartnerReportData } from '@/lib/mail/templates';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { calendarDay, formatterFor } from '@/lib/i18n/format';
import { siteConfig } from '@/lib/site-config';

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 11, fontFamily: 'Helvetica', color: '#0f172a' },
  brand: { fontSize: 10, color: '#0c4a6e', marginBottom: 6 },
  title: { fontSize: 18, marginBottom: 4, fontFamily: 'Helvetica-Bold' },
  intro: { marginBottom: 16, color: '#334155' },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#e2e8f0', paddingVertical: 5 },
  label: { flex: 3 },
  value: { flex: 2, textAlign: 'right' },
  head: { fontFamily: 'Helvetica-Bold' },
  chartTitle: { marginTop: 24, marginBottom: 8, fontFamily: 'Helvetica-Bold' },
  chart: {
    flexDirection: 'row',
    alignItems: 'flex-end',
    height: 140,
    borderBottomWidth: 1,
    borderBottomColor: '#64748b',
  },
  column: { flex: 1, alignItems: 'center', justifyContent: 'flex-end', height: '100%' },
  bar: { width: '60%', backgroundColor: '#0b6e99' },
  barValue: { fontSize: 8, marginBottom: 2 },
  axis: { flexDirection: 'row' },
  axisLabel: { flex: 1, fontSize: 7, textAlign: 'center', marginTop: 3, color: '#475569' },
  note: { marginTop: 20, fontSize: 9, color: '#475569' },
});

const shortMonth = (month: string, locale: Locale) =>
  formatterFor(locale).dateTime(calendarDay(`${month}-01`), { month: 'short', year: '2-digit' });

/** The report as a PDF document: the figures against the month before, and page views per month as bars. */
function ReportDocument({ data, locale }: { data: PartnerReportData; locale: Locale }) {
  const t = translatorFor(locale);
  const top = Math.max(1, ...data.months.map((month) => month.views));
  return (
    <Document
      title={t('PartnerReport.subject', { partner: data.partnerName, month: monthLabel(data.month, locale) })}
      author={siteConfig.name}
      language={locale}
    >
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>{siteConfig.name}</Text>
        <Text style={styles.title}>{data.partnerName}</Text>
        <Text style={styles.intro}>
          {t('PartnerReport.intro', { partner: data.partnerName, month: monthLabel(data.month, locale) })}
        </Text>
        <View style={[styles.row, styles.head]}>
          <Text style={styles.label}>{t('PartnerReport.figure')}</Text>
          <Text style={styles.value}>{monthLabel(data.month, locale)}</Text>
          <Text style={styles.value}>{monthLabel(data.previous.month, locale)}</Text>
          <Text style={styles.value}>{t('PartnerReport.change')}</Text>
        </View>
        {reportFigures.map((key) => (
          <View key={key} style={styles.row}>
            <Text style={styles.label}>{t(`PartnerReport.figures.${key}`)}</Text>
            <Text style={styles.value}>{String(data.current[key])}</Text>
            <Text style={styles.value}>{String(data.previous[key])}</Text>
            <Text style={styles.value}>{change(data.current[key], data.previous[key], locale)}</Text>
          </View>
        ))}
        <Text style={styles.chartTitle}>{t('PartnerReport.chartTitle')}</Text>
        <View style={styles.chart}>
          {data.months.map((month) => (
            <View key={month.month} style={styles.column}>
              <Text style={styles.barValue}>{String(month.views)}</Text>
              <View style={[styles.bar, { height: `${Math.round((month.views / top) * 85)}%` }]} />
            </View>
          ))}
        </View>
        <View style={styles.axis}>
          {data.months.map((month) => (
            <Text key={month.month} style={styles.axisLabel}>
              {shortMonth(month.month, locale)}
            </Text>
          ))}
        </View>
        <Text style={styles.note}>{t('PartnerReport.howMeasured')}</Text>
      </Page>
    </Document>
  );
}

/** The monthly report's PDF (docs/decisions/16-insights.md §4), made with @react-pdf/renderer, in the partner's language. */
export function partnerReportPdf(data: PartnerReportData, locale: Locale): Promise<Buffer> {
  return renderToBuffer(<ReportDocument data={data} locale={locale} />);
}

/** The PDF's file name, e.g. "report-2026-03.pdf". */
export const partnerReportFileName = (month: string) => `report-${month}.pdf`;
