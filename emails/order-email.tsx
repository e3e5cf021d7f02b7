import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { formatDayInWords, formatEuros } from '@/lib/i18n/format';
import { EmailLayout, Field } from './components/email-layout';
import { inertText } from './components/guest-text';
import { pickupLocationName, pickupPlaceLine } from '@/lib/shop/pickup/pickup';
import { pickupTimeRange } from '@/lib/shop/pickup/pickup-slots';
import { orderEmailSubject, type OrderEmailData, type OrderEmailTemplate } from '@/lib/mail/templates';

/** The four order e-mails of docs/spec.md §7 (to the guest, and the team's notification). */
const cell = { fontSize: '14px', padding: '4px 0', borderBottom: '1px solid #e2e8f0' };

/**
 * An order e-mail (docs/decisions/05-mail-content-pages-inbox.md §1): order number, items with quantities and prices, total, pickup location, date and
 * time, in the order's language. The team's notification also names the guest and the order's status. What the
 * guest typed (name, e-mail address) is shown inert: no live links (inertText).
 */
export function OrderEmail({
  template,
  data,
  locale,
}: {
  template: OrderEmailTemplate;
  data: OrderEmailData;
  locale: Locale;
}) {
  const t = translatorFor(locale);
  const toTeam = template === 'order-admin-notification';
  const location = pickupLocationName(t, data.pickupLocation);
  const time = pickupTimeRange(data.pickupDate, data.pickupTime, data.pickupMinutes);
  const date = formatDayInWords(data.pickupDate, locale);
  const intro = toTeam
    ? t('EmailOrder.adminIntro', { status: t(`EmailOrder.status.${data.status}`) })
    : t(`EmailOrder.${template}.intro`, { name: inertText(data.customerName), location, date, time });
  return (
    <EmailLayout locale={locale} subject={orderEmailSubject(template, data, locale)}>
      <Text style={{ fontSize: '15px' }}>{intro}</Text>
      <Field label={t('EmailOrder.orderNumber')} value={data.orderNumber} />
      {toTeam && (
        <Field label={t('EmailOrder.customer')} value={inertText(`${data.customerName} <${data.customerEmail}>`)} />
      )}
      <Section style={{ margin: '16px 0' }}>
        <Row>
          <Column style={{ ...cell, fontWeight: 700 }}>{t('EmailOrder.item')}</Column>
          <Column style={{ ...cell, fontWeight: 700, textAlign: 'right' }}>{t('EmailOrder.quantity')}</Column>
          <Column style={{ ...cell, fontWeight: 700, textAlign: 'right' }}>{t('EmailOrder.price')}</Column>
        </Row>
        {data.items.map((item, index) => (
          <Row key={index}>
            <Column style={cell}>{item.name}</Column>
            <Column style={{ ...cell, textAlign: 'right' }}>× {item.quantity}</Column>
            <Column style={{ ...cell, textAlign: 'right' }}>{formatEuros(item.price, locale)}</Column>
          </Row>
        ))}
      </Section>
      <Field label={t('EmailOrder.total')} value={formatEuros(data.totalAmount, locale)} />
      <Field
        label={t('EmailOrder.pickupLocation')}
        value={pickupPlaceLine(t, data.pickupLocation, data.pickupAddress)}
      />
      <Field label={t('EmailOrder.pickupDate')} value={date} />
      <Field label={t('EmailOrder.pickupTime')} value={time} />
      {!toTeam && <Text style={{ fontSize: '14px' }}>{t('EmailOrder.pickupNote')}</Text>}
      {template === 'order-confirmation' && <Text style={{ fontSize: '14px' }}>{t('EmailOrder.calendarNote')}</Text>}
      {data.orderUrl && (
        <Button
          href={data.orderUrl}
          style={{
            backgroundColor: '#0c4a6e',
            color: '#ffffff',
            padding: '10px 16px',
            borderRadius: '4px',
            fontSize: '14px',
          }}
        >
          {t('EmailOrder.viewOrder')}
        </Button>
      )}
    </EmailLayout>
  );
}

/** Preview props (React Email dev preview). */
OrderEmail.PreviewProps = {
  template: 'order-new',
  locale: 'en',
  data: {
    orderNumber: 'CDMHX3K2A1B7QZ',
    customerName: 'Ana Silva',
    customerEmail: 'ana@example.com',
    status: 'pending',
    totalAmount: '25.40',
    items: [{ name: 'Flor de Sal from Castro Marim, 150 g', quantity: 2, price: '6.50' }],
    pickupLocation: 'vilamoura-office',
    pickupDate: '2026-07-01',
    pickupTime: '10:00',
    pickupMinutes: 30,
  },
} satisfies Parameters<typeof OrderEmail>[0];
