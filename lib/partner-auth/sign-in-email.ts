import { createElement } from 'react';
import { PartnerSignInEmail } from '@/emails/partner-sign-in';
import { prisma } from '@/lib/db';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { renderEmail } from '@/lib/mail/render';
import { kickOutbox } from '@/lib/mail/runner';

/**
 * Queues a partner user's sign-in link (docs/membership.md "Partner accounts") and starts delivering it at once:
 * through the outbox like every e-mail, so a failing SMTP server retries it and staff see it. In the user's own
 * language (chosen by staff at the invitation); `locale`, the page's, only for an address with no user.
 * @param minutes how long the link works.
 */
export async function sendPartnerSignInEmail({
  to,
  url,
  minutes,
  locale: pageLocale,
}: {
  to: string;
  url: string;
  minutes: number;
  locale: Locale;
}): Promise<void> {
  const user = await prisma.partnerUser.findUnique({ where: { email: to.toLowerCase() }, select: { locale: true } });
  const locale = isLocale(user?.locale) ? user.locale : pageLocale;
  const email = await renderEmail(
    translatorFor(locale)('EmailPartnerSignIn.subject'),
    createElement(PartnerSignInEmail, { url, minutes, locale }),
  );
  await prisma.outboxEmail.create({ data: { template: 'partner-sign-in', to, locale, ...email } });
  void kickOutbox();
}

/**
 * Queues staff's invitation of a partner user (docs/membership.md "Partner accounts"): the link to the counter's
 * sign-in page, where the address gets its one-time link. In the user's language, chosen by staff.
 */
export async function sendPartnerInvitationEmail({
  to,
  partner,
  loginUrl,
  locale,
}: {
  to: string;
  partner: string;
  loginUrl: string;
  locale: Locale;
}) {
  const email = await renderEmail(
    translatorFor(locale)('EmailPartnerSignIn.inviteSubject', { partner }),
    createElement(PartnerSignInEmail, { url: loginUrl, partner, locale }),
  );
  await prisma.outboxEmail.create({ data: { template: 'partner-invitation', to, locale, ...email } });
  void kickOutbox();
}
