'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { submitEmailRequest } from '@/lib/actions/email-request';
import type { FormState } from '@/lib/actions/form-state';
import { isHttpsRequest } from '@/lib/https';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { partnerSignOut, queuePartnerSignInLink } from '@/lib/partner-auth/auth-js';

const localPath = (locale: Locale, path: string) => (locale === routing.defaultLocale ? path : `/${locale}${path}`);

/**
 * Sends a partner user a sign-in link (docs/membership.md "Partner accounts"): fields `email`, `locale`. At most 5
 * requests per client address and 3 per e-mail address in 15 minutes (counted whether or not the address is a
 * partner user's). Whether or not the address belongs to a partner user, the answer is the "check your e-mail" page,
 * and it goes out before the link is made: the link's token and e-mail (only for a partner user) come after the
 * response (submitEmailRequest), so neither the answer nor the time it takes tells anyone who has an account.
 */
export async function requestPartnerLinkAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const https = isHttpsRequest(await headers());
  const answer = await submitEmailRequest(formData, {
    limit: { bucket: 'partner-sign-in', limit: 5, windowMinutes: 15 },
    recipientLimit: { bucket: 'partner-sign-in-recipient', limit: 3, windowMinutes: 15 },
    messages: {
      fixErrors: 'PartnerCounter.login.fixErrors',
      rateLimited: 'PartnerCounter.login.rateLimited',
      failed: 'PartnerCounter.login.failed',
      namespaces: ['Validation'],
    },
    send: (email, locale) => queuePartnerSignInLink(email, `/${locale}/partner`, https),
  });
  if ('refused' in answer) return answer.refused;
  redirect(localPath(answer.locale, '/partner/login/sent'));
}

/** Signs the partner user out on this device (ends the session row) and goes to the sign-in page: field `locale`. */
export async function partnerSignOutAction(formData: FormData): Promise<void> {
  const requested = formData.get('locale');
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  await partnerSignOut({ redirectTo: localPath(locale, '/partner/login') });
}
