import { createElement } from 'react';
import { StaffAccountLinkEmail } from '@/emails/staff-account-link';
import { prisma } from '@/lib/db';
import { isLocale } from '@/lib/i18n/routing';
import { STAFF_DEFAULT_LOCALE } from '@/lib/i18n/staff-language';
import { translatorFor } from '@/lib/i18n/translator';
import { siteUrl } from '@/lib/seo/site-url';
import { SET_PASSWORD_PATH, type LinkPurpose } from '@/lib/staff/accounts/links';
import { renderEmail } from '@/lib/mail/render';
import { kickOutbox } from '@/lib/mail/runner';

/**
 * Queues a staff member's one-time link to set a password (docs/decisions/11-staff-security.md §12) and starts
 * delivering it at once, through the outbox like every e-mail. A sign-in e-mail (SIGN_IN_TEMPLATES): staff never
 * see its body. The link is on SITE_URL.
 * @param locale the account's backoffice language (en, fr, pt; anything else reads as pt).
 */
export async function sendStaffAccountLinkEmail({
  to,
  token,
  purpose,
  locale: stored,
}: {
  to: string;
  token: string;
  purpose: LinkPurpose;
  locale: string;
}): Promise<void> {
  const locale = isLocale(stored) ? stored : STAFF_DEFAULT_LOCALE;
  const url = `${siteUrl()}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  const email = await renderEmail(
    translatorFor(locale)(`EmailStaffAccount.${purpose}Subject`),
    createElement(StaffAccountLinkEmail, { url, purpose, locale }),
  );
  const template = purpose === 'invite' ? 'staff-invitation' : 'staff-password-reset';
  await prisma.outboxEmail.create({ data: { template, to, locale, ...email } });
  void kickOutbox();
}
