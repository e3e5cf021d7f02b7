'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { formFields, formStateOf, type FormState } from '@/lib/actions/form-state';
import { translateResult, zodFailure } from '@/lib/actions/messages';
import { runAction } from '@/lib/actions/run';
import { prisma } from '@/lib/db';
import { preSessionLocale } from '@/lib/i18n/staff-language';
import { translatorFor } from '@/lib/i18n/translator';
import { sendStaffAccountLinkEmail } from './account-email';
import { clientAddress, clientAddressKey } from '@/lib/rate-limit';
import { reportUnexpectedError } from '@/lib/report-error';
import { forgotPasswordSchema, setPasswordSchema } from './schemas';
import { setPasswordWithLink } from './links';
import { countResetRequest, issuePasswordReset } from './reset';

/*
 * The staff sign-in page's "Forgot password" and the page a one-time link opens (docs/decisions/11-staff-security.md
 * §6): open to everyone, in the sign-in page's language, posting without JavaScript.
 */

const MESSAGES = ['BackofficePassword', 'BackofficeValidation', 'Validation'] as const;

/**
 * "Forgot password": field `email`. The answer is the same whether or not the address has an account (an e-mail
 * goes only to an enabled account's, after the answer has gone, so its time tells nothing either); too many requests
 * from this client or for this address are refused for 15 minutes (lib/staff/accounts/reset.ts).
 */
export async function forgotPasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  const t = translatorFor(await preSessionLocale());
  const submitted = formFields(form, ['email']);
  const request = await headers();
  const result = await runAction(
    t,
    { namespaces: MESSAGES, unexpected: 'BackofficePassword.failed', context: 'Staff password reset failed' },
    async () => {
      const parsed = forgotPasswordSchema.safeParse(submitted);
      if (!parsed.success) return zodFailure(parsed.error);
      const { email } = parsed.data;
      if (!(await countResetRequest(prisma, email, clientAddressKey(request))))
        return { ok: false, error: 'rateLimited' };
      // The answer goes first; the account is looked up and its link e-mailed after it (the same time for any address).
      const address = clientAddress(request);
      after(async () => {
        try {
          const answer = await issuePasswordReset(prisma, email, address);
          if (answer.outcome === 'send')
            await sendStaffAccountLinkEmail({
              to: answer.email,
              token: answer.token,
              purpose: 'reset',
              locale: answer.locale,
            });
        } catch (error) {
          reportUnexpectedError('Staff password reset failed', error);
        }
      });
      return { ok: true, data: null };
    },
  );
  return formStateOf(result, { message: result.ok ? t('BackofficePassword.sent') : undefined, submitted });
}

/**
 * Sets the password of the account a one-time link belongs to: fields `token`, `password`, `confirm` (at least 12
 * characters, typed twice). Done: every session of the account has ended, and the sign-in page says the password is
 * set. A used, expired or unknown link is refused with a message that says to ask for a new one.
 */
export async function setPasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  const t = translatorFor(await preSessionLocale());
  const submitted = formFields(form, ['token', 'password', 'confirm']);
  const parsed = setPasswordSchema.safeParse(submitted);
  if (!parsed.success) {
    const failure = zodFailure(parsed.error, {
      fieldOf: ([field]) => (field === 'password' || field === 'confirm' ? field : undefined),
    });
    const refusal = failure.error === 'invalidRequest' ? { ok: false as const, error: 'linkInvalid' } : failure;
    return formStateOf(translateResult(t, refusal, MESSAGES));
  }
  const result = await runAction(
    t,
    { namespaces: MESSAGES, unexpected: 'BackofficePassword.failed', context: 'Setting a staff password failed' },
    async () => {
      const done = await setPasswordWithLink(
        prisma,
        parsed.data.token,
        parsed.data.password,
        clientAddress(await headers()),
      );
      return done ? { ok: true, data: done } : { ok: false, error: 'linkInvalid' };
    },
  );
  if (!result.ok) return formStateOf(result);
  redirect('/backoffice/login?password=set');
}
