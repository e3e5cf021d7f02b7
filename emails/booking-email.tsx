import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { formatDayInWords } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { bookingEmailSubject, type BookingEmailData } from '@/lib/mail/templates';
import { EmailLayout } from './components/email-layout';

/**
 * A booking request that goes straight to the partner (docs/membership.md "Booking requests to the partner"): the
 * request to a partner user, its receipt to the guest, and the partner's answer to the guest, in the reader's
 * language, each with its one button.
 */
export function BookingEmail({ data, locale }: { data: BookingEmailData; locale: Locale }) {
  const t = translatorFor(locale);
  const subject = bookingEmailSubject(data, locale);
  const day = (value: string | null) => (value ? formatDayInWords(value, locale) : t('EmailBooking.noDate'));
  const request = t('EmailBooking.request', {
    name: data.guestName,
    date: day(data.preferredDate),
    people: data.partySize,
  });
  return (
    <EmailLayout locale={locale} subject={subject} audience={data.kind === 'partner-request' ? 'partner' : 'guest'}>
      <Text style={{ fontSize: '15px' }}>{request}</Text>
      {data.guest && (
        <>
          <Text style={{ fontSize: '15px', whiteSpace: 'pre-line' }}>{data.guest.message}</Text>
          <Text style={{ fontSize: '15px' }}>
            {data.guest.email} · {data.guest.phone}
          </Text>
          <Text style={{ fontSize: '15px' }}>{t('EmailBooking.answerWithin', { hours: data.guest.answerHours })}</Text>
        </>
      )}
      {data.kind === 'guest-sent' && (
        <Text style={{ fontSize: '15px' }}>{t('EmailBooking.sentIntro', { partner: data.partnerName })}</Text>
      )}
      {data.answer && (
        <>
          {data.answer.kind === 'proposed' && (
            <Text style={{ fontSize: '15px', fontWeight: 'bold' }}>
              {t('EmailBooking.proposedTime', { date: day(data.answer.date), time: data.answer.time ?? '' })}
            </Text>
          )}
          {data.answer.note && (
            <Text style={{ fontSize: '15px', whiteSpace: 'pre-line' }}>
              {t('EmailBooking.note', { partner: data.partnerName, note: data.answer.note })}
            </Text>
          )}
        </>
      )}
      <Button
        href={data.url}
        style={{ backgroundColor: '#0c4a6e', color: '#ffffff', padding: '12px 20px', borderRadius: '6px' }}
      >
        {data.kind === 'partner-request' ? t('EmailBooking.answerButton') : t('EmailBooking.statusButton')}
      </Button>
    </EmailLayout>
  );
}

BookingEmail.PreviewProps = {
  data: {
    kind: 'guest-answer',
    partnerName: 'Tasca da Marina',
    guestName: 'Claire',
    preferredDate: '2027-07-14',
    partySize: 4,
    url: 'https://example.com/fr/booking/1~x',
    answer: { kind: 'proposed', note: 'Complet à 20h, libre à 21h30.', date: '2027-07-14', time: '21:30' },
  },
  locale: 'fr',
} satisfies Parameters<typeof BookingEmail>[0];
