import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { EmailLayout } from './components/email-layout';

/**
 * A partner user's sign-in link, in the language of the page they asked from, or staff's invitation to the counter
 * with the link to the sign-in page (docs/membership.md "Partner accounts").
 */
export function PartnerSignInEmail({
  url,
  minutes,
  partner,
  locale,
}: {
  url: string;
  /** How long a sign-in link works; absent in an invitation. */
  minutes?: number;
  /** The business, in an invitation. */
  partner?: string;
  locale: Locale;
}) {
  const t = translatorFor(locale);
  const subject = partner ? t('EmailPartnerSignIn.inviteSubject', { partner }) : t('EmailPartnerSignIn.subject');
  return (
    <EmailLayout locale={locale} subject={subject} audience="partner">
      <Text style={{ fontSize: '15px' }}>
        {partner
          ? t('EmailPartnerSignIn.invite', { partner })
          : t('EmailPartnerSignIn.intro', { minutes: minutes ?? 15 })}
      </Text>
      <Button
        href={url}
        style={{ backgroundColor: '#0c4a6e', color: '#ffffff', padding: '12px 20px', borderRadius: '6px' }}
      >
        {t('EmailPartnerSignIn.button')}
      </Button>
      <Text style={{ fontSize: '13px', color: '#475569' }}>{t('EmailPartnerSignIn.notYou')}</Text>
    </EmailLayout>
  );
}

PartnerSignInEmail.PreviewProps = {
  url: 'https://example.com/api/partner-auth/callback/nodemailer?token=x',
  minutes: 15,
  locale: 'pt',
} satisfies Parameters<typeof PartnerSignInEmail>[0];
