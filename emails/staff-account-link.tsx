import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { EmailLayout } from './components/email-layout';

/**
 * A staff member's one-time link to set their password (docs/decisions/11-staff-security.md §12): an admin's
 * invitation to the backoffice, or the answer to "Forgot password", in the account's backoffice language.
 */
export function StaffAccountLinkEmail({
  url,
  purpose,
  locale,
}: {
  url: string;
  purpose: 'invite' | 'reset';
  locale: Locale;
}) {
  const t = translatorFor(locale);
  const subject = t(`EmailStaffAccount.${purpose}Subject`);
  return (
    <EmailLayout locale={locale} subject={subject} audience="partner">
      <Text style={{ fontSize: '15px' }}>{t(`EmailStaffAccount.${purpose}Intro`)}</Text>
      <Button
        href={url}
        style={{ backgroundColor: '#0c4a6e', color: '#ffffff', padding: '12px 20px', borderRadius: '6px' }}
      >
        {t('EmailStaffAccount.button')}
      </Button>
      <Text style={{ fontSize: '13px', color: '#475569' }}>{t('EmailStaffAccount.notYou')}</Text>
    </EmailLayout>
  );
}

StaffAccountLinkEmail.PreviewProps = {
  url: 'https://example.com/backoffice/login/set-password?token=x',
  purpose: 'invite',
  locale: 'pt',
} satisfies Parameters<typeof StaffAccountLinkEmail>[0];
