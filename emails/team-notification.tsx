import { Text } from '@react-email/text';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { EmailLayout, Field } from './components/email-layout';
import { inertText } from './components/guest-text';
import {
  teamNotificationSubject,
  type TeamNotificationData,
  type TeamNotificationTemplate,
} from '@/lib/mail/templates';

/**
 * A notification to the team listing what the person sent, in the team's language (docs/mail.md). Everything they typed is
 * shown inert: no live links (inertText); the subject line is a header, not linked by mail clients.
 */
export function TeamNotification({
  template,
  data,
  locale,
}: {
  template: TeamNotificationTemplate;
  data: TeamNotificationData;
  locale: Locale;
}) {
  const t = translatorFor(locale);
  const subject = teamNotificationSubject(template, { ...data, subjectDetail: inertText(data.subjectDetail) }, locale);
  return (
    <EmailLayout locale={locale} subject={subject}>
      <Text style={{ fontSize: '15px' }}>{t(`EmailInbox.${template}.intro`)}</Text>
      {data.fields.map(([field, value]) => (
        <Field key={field} label={t(`EmailInbox.fields.${field}` as never)} value={inertText(value)} />
      ))}
      <Text style={{ fontSize: '14px', whiteSpace: 'pre-wrap', borderLeft: '3px solid #0c4a6e', paddingLeft: '12px' }}>
        {inertText(data.message)}
      </Text>
      <Text style={{ fontSize: '13px', color: '#475569' }}>{t('EmailInbox.replyHint')}</Text>
    </EmailLayout>
  );
}

TeamNotification.PreviewProps = {
  template: 'contact-notification',
  locale: 'en',
  data: {
    fields: [
      ['name', 'Ana Silva'],
      ['email', 'ana@example.com'],
    ],
    message: 'Hello!',
    subjectDetail: 'Late check-in',
  },
} satisfies Parameters<typeof TeamNotification>[0];
