import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { EmailLayout } from './components/email-layout';
import { change, monthLabel, partnerReportSubject, reportFigures, type PartnerReportData } from '@/lib/mail/templates';

type MonthFigures = PartnerReportData['current'];

const cell = { padding: '6px 8px', borderBottom: '1px solid #e2e8f0', fontSize: '14px' } as const;

/** The monthly report e-mail to a partner (docs/decisions/16-insights.md §4), in the partner's language; the PDF repeats it with a chart. */
export function PartnerReportEmail({ data, locale }: { data: PartnerReportData; locale: Locale }) {
  const t = translatorFor(locale);
  const subject = partnerReportSubject(data, locale);
  return (
    <EmailLayout locale={locale} subject={subject} audience="partner">
      <Text style={{ fontSize: '15px' }}>
        {t('PartnerReport.intro', { partner: data.partnerName, month: monthLabel(data.month, locale) })}
      </Text>
      <Section>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th style={{ ...cell, textAlign: 'left' }}>{t('PartnerReport.figure')}</th>
              <th style={{ ...cell, textAlign: 'right' }}>{monthLabel(data.month, locale)}</th>
              <th style={{ ...cell, textAlign: 'right' }}>{monthLabel(data.previous.month, locale)}</th>
              <th style={{ ...cell, textAlign: 'right' }}>{t('PartnerReport.change')}</th>
            </tr>
          </thead>
          <tbody>
            {reportFigures.map((key) => (
              <tr key={key}>
                <td style={cell}>{t(`PartnerReport.figures.${key}`)}</td>
                <td style={{ ...cell, textAlign: 'right' }}>{data.current[key]}</td>
                <td style={{ ...cell, textAlign: 'right' }}>{data.previous[key]}</td>
                <td style={{ ...cell, textAlign: 'right' }}>{change(data.current[key], data.previous[key], locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Text style={{ fontSize: '13px', color: '#475569' }}>{t('PartnerReport.howMeasured')}</Text>
      <Text style={{ fontSize: '13px', color: '#475569' }}>{t('PartnerReport.attachment')}</Text>
    </EmailLayout>
  );
}

const figures = (month: string, views: number): MonthFigures => ({
  month,
  views,
  visitors: Math.round(views * 0.7),
  offerViews: 40,
  bookingRequests: 3,
  externalClicks: 12,
  reviews: 1,
  redemptions: 9,
  redeemedPeople: 27,
  billsEuros: 640,
});
PartnerReportEmail.PreviewProps = {
  locale: 'pt',
  data: {
    partnerName: 'Blue Dolphin Cruises',
    month: '2026-03',
    current: figures('2026-03', 320),
    previous: figures('2026-02', 250),
    months: [figures('2026-02', 250), figures('2026-03', 320)],
  },
} satisfies Parameters<typeof PartnerReportEmail>[0];
