import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { memberCardSubject, type MemberCardEmailData } from '@/lib/mail/templates';
import { EmailLayout } from './components/email-layout';
import { inertText } from './components/guest-text';

/** The guest's member card e-mail, in the card's language: the stay and the button that opens the card (docs/membership.md). */
export function MemberCardEmail({ data, locale }: { data: MemberCardEmailData; locale: Locale }) {
  const t = translatorFor(locale);
  const subject = memberCardSubject(data, locale);
  return (
    <EmailLayout
      locale={locale}
      subject={subject}
      heading={t('EmailMemberCard.greeting', { name: inertText(data.guestName) })}
    >
      <Text style={{ fontSize: '15px' }}>
        {t(data.owner ? 'EmailMemberCard.ownerIntro' : 'EmailMemberCard.intro', { count: data.partySize })}
      </Text>
      <Text style={{ fontSize: '15px' }}>{subject}</Text>
      <Button
        href={data.cardUrl}
        style={{ backgroundColor: '#0c4a6e', color: '#ffffff', padding: '12px 20px', borderRadius: '6px' }}
      >
        {t('EmailMemberCard.open')}
      </Button>
      <Text style={{ fontSize: '13px', color: '#475569' }}>{t('EmailMemberCard.howTo')}</Text>
    </EmailLayout>
  );
}

MemberCardEmail.PreviewProps = {
  locale: 'en',
  data: {
    guestName: 'Ana Silva',
    arrival: '2026-08-03',
    departure: '2026-08-10',
    partySize: 4,
    cardUrl: 'https://example.com/card/x',
  },
} satisfies Parameters<typeof MemberCardEmail>[0];
