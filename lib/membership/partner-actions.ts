'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { formFields, formStateOf, type FormState } from '@/lib/actions/form-state';
import { SubmissionRefused, submitPublicForm } from '@/lib/actions/public-action';
import { prisma } from '@/lib/db';
import { routing, type Locale } from '@/lib/i18n/routing';
import { clientAddressKey, consumeRateLimit, recipientKey } from '@/lib/rate-limit';
import { reportUnexpectedError } from '@/lib/report-error';
import { emailAddress, honeypot } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';
import { isHttpsRequest } from '@/lib/https';
import { partnerSignOut, queuePartnerSignInLink } from '@/partner-auth';

const linkRequestSchema = z.object({
  email: emailAddress(),
  locale: z.enum(routing.locales),
  website: honeypot(),
});

const localPath = (locale: Locale, path: string) => (locale === routing.defaultLocale ? path : `/${locale}${path}`);

/** Sign-in links one e-mail address may be sent, whoever asks, from however many client addresses. */
const RECIPIENT_LIMIT = { bucket: 'partner-sign-in-recipient', limit: 3, windowMinutes: 15 };

/**
 * Sends a partner user a sign-in link (docs/membership.md "Partner accounts"): fields `email`, `locale`. At most 5
 * requests per client address and 3 per e-mail address in 15 minutes (counted whether or not the address is a
 * partner user's). Whether or not the address belongs to a partner user, the answer is the "check your e-mail" page,
 * and it goes out before the link is made: the link's token and e-mail (only for a partner user) come after the
 * response (`after`), so neither the answer nor the time it takes tells anyone who has an account.
 */
export async function requestPartnerLinkAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const submitted = formFields(formData, ['email', 'locale', 'website']);
  const result = await submitPublicForm(prisma, submitted, clientAddressKey(await headers()), {
    schema: linkRequestSchema,
    limit: { bucket: 'partner-sign-in', limit: 5, windowMinutes: 15 },
    messages: {
      fixErrors: 'PartnerCounter.login.fixErrors',
      rateLimited: 'PartnerCounter.login.rateLimited',
      failed: 'PartnerCounter.login.failed',
      namespaces: ['Validation'],
    },
    check: async (tx, data) => {
      if (!(await consumeRateLimit(tx, RECIPIENT_LIMIT, recipientKey(data.email))))
        throw new SubmissionRefused('PartnerCounter.login.rateLimited');
    },
    store: async () => 0,
  });
  if (!result.ok) return formStateOf(result, { submitted });
  const locale = linkRequestSchema.shape.locale.safeParse(submitted.locale).data ?? routing.defaultLocale;
  if (result.data.id !== null) {
    const email = submitted.email.trim().toLowerCase();
    const https = isHttpsRequest(await headers());
    after(async () => {
      try {
        await queuePartnerSignInLink(email, `/${locale}/partner`, https);
      } catch (error) {
        reportUnexpectedError('Partner sign-in link failed', error);
      }
    });
  }
  redirect(localPath(locale, '/partner/login/sent'));
}

/** Signs the partner user out on this device (ends the session row) and goes to the sign-in page: field `locale`. */
export async function partnerSignOutAction(formData: FormData): Promise<void> {
  const locale = linkRequestSchema.shape.locale.safeParse(formData.get('locale')).data ?? routing.defaultLocale;
  await partnerSignOut({ redirectTo: localPath(locale, '/partner/login') });
}
