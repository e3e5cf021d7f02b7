import { createElement } from 'react';
import { PartnerSignInEmail } from '@/emails/partner-sign-in';
import { prisma } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { renderEmail } from './render';
import { kickOutbox } from './runner';

/**
 * Queues a partner user's sign-in link (docs/membership.md "Partner accounts") and starts delivering it at once:
 * through the outbox like every e-mail, so a failing SMTP server retries it and staff see it.
 * @param minutes how long the link works.
 */
export async function sendPartnerSignInEmail({
  to,
  url,
  minutes,
  locale,
}: {
  to: string;
  url: string;
  minutes: number;
  locale: Locale;
}): Promise<void> {
  const email = await renderEmail(
    translatorFor(locale)('EmailPartnerSignIn.subject'),
    createElement(PartnerSignInEmail, { url, minutes, locale }),
  );
  await prisma.outboxEmail.create({ data: { template: 'partner-sign-in', to, locale, ...email } });
  void kickOutbox();
}

/**
 * Queues staff's invitation of a partner user (docs/membership.md "Partner accounts"): the link to the counter's
 * sign-in page, where the address gets its one-time link. In Portuguese, the partners' language.
 */
export async function sendPartnerInvitationEmail({
  to,
  partner,
  loginUrl,
}: {
  to: string;
  partner: string;
  loginUrl: string;
}) {
  const locale = 'pt';
  const email = await renderEmail(
    translatorFor(locale)('EmailPartnerSignIn.inviteSubject', { partner }),
    createElement(PartnerSignInEmail, { url: loginUrl, partner, locale }),
  );
  await prisma.outboxEmail.create({ data: { template: 'partner-invitation', to, locale, ...email } });
  void kickOutbox();
}
