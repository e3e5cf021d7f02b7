'use server';

import { revalidatePath } from 'next/cache';
import { cookies, headers } from 'next/headers';
import type { ActivityAction } from '@/lib/staff/activity/actions';
import { recordActivity } from '@/lib/staff/activity/log';
import { clientAddressKey } from '@/lib/rate-limit';
import { attemptKeys, countAttempt, forgiveAttempt } from './credentials';
import { isTrustedDevice, TRUSTED_DEVICE_COOKIE } from './trusted-device';
import { requestAddress } from '@/lib/staff/activity/request';
import { prisma } from '@/lib/db';
import * as z from '@/lib/validation/zod';
import { getStaffSession, type StaffSession } from './require-staff';
import {
  beginEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  TwoFactorError,
  WrongCodeError,
} from './two-factor-accounts';
import { formAction, type FormGuard } from '@/lib/actions/form-action';
import type { FormState } from '@/lib/actions/form-state';
import { issueMessages, translateMessage } from '@/lib/actions/messages';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run';
import { STAFF_MESSAGES } from '@/lib/actions/staff-action';
import { translatorFor, type Translator } from '@/lib/i18n/translator';
import { preSessionLocale } from '@/lib/i18n/staff-language';

/** The answer of a second-factor form: refused with its message, or done with the recovery codes to show once. */
type TwoFactorState = FormState<string[]>;

const refused = (error: string): TwoFactorState => ({ status: 'refused', error });

const codeSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1, 'code'), z.maxLength(64, 'code')) });

/** The answer to a second-factor form without a staff session, in the sign-in page's language. */
async function unauthorized(): Promise<TwoFactorState> {
  return refused(await unauthorizedMessage());
}

/** "Sign in again", in the sign-in page's language. */
async function unauthorizedMessage(): Promise<string> {
  return translatorFor(await preSessionLocale())('BackofficeErrors.unauthorized');
}

/**
 * Who posts a second-factor form: the current staff session, one still enrolling too (requireStaff would send it to
 * enrolment), answering in the staff member's language; without one, a refusal in the sign-in page's language.
 */
const staffSession: FormGuard<{ session: StaffSession; t: Translator }> = async (_formData, body) => {
  const session = await getStaffSession();
  if (!session) return { ok: false, error: await unauthorizedMessage() };
  const t = translatorFor(session.locale);
  return runAction(
    t,
    { namespaces: STAFF_MESSAGES, unexpected: 'BackofficeErrors.unexpected', context: 'Second-factor change failed' },
    () => body({ session, t }),
  );
};

/**
 * A second-factor change with a code (field `code`) for the current staff session, its refusals in the staff
 * member's language (docs/decisions/12-staff-run-directory.md §7). The code is counted with sign-in's rules
 * (countAttempt in lib/staff/auth/credentials.ts: this address and account, this address, this account from
 * browsers it does not trust), so a stolen session cannot try codes without end: a wrong code is a failure logged as
 * `auth.2fa.failure`, a refused attempt is logged as `auth.2fa.locked` and answered with sign-in's "too many
 * attempts"; a success, or a refusal that is not about the code, is forgiven. Done: the recovery codes, if the
 * change makes new ones.
 */
function codeForm(name: string, change: (adminId: number, code: string, address: string) => Promise<string[] | void>) {
  return formAction(staffSession, {
    fields: ['code'],
    schema: codeSchema,
    invalid: (error) => ({ ok: false, error: issueMessages(error).code ?? 'code' }),
    keepData: true,
    run: async ({ code }, { session }): Promise<ActionResult<string[] | undefined>> => {
      const address = await requestAddress();
      const keys = attemptKeys(clientAddressKey(await headers()), session.email);
      const log = (action: ActivityAction, detail: Record<string, string>) =>
        recordActivity(prisma, { adminId: session.id, action, target: session.email, address, detail });
      const attempt = await countAttempt(
        prisma,
        keys,
        isTrustedDevice((await cookies()).get(TRUSTED_DEVICE_COOKIE)?.value, session.email),
      );
      if (attempt.rule) {
        await log('auth.2fa.locked', { form: name, rule: attempt.rule });
        return { ok: false, error: 'BackofficeLogin.locked' };
      }
      try {
        const codes = await change(session.id, code, address);
        await forgiveAttempt(prisma, keys, attempt);
        revalidatePath('/backoffice', 'layout');
        return { ok: true, data: codes ?? undefined };
      } catch (error) {
        if (error instanceof WrongCodeError) await log('auth.2fa.failure', { form: name });
        else await forgiveAttempt(prisma, keys, attempt);
        if (error instanceof TwoFactorError) return { ok: false, error: error.message };
        throw error;
      }
    },
  });
}

/** Starts enrolment (docs/decisions/11-staff-security.md §4): a new secret is stored and the page shows its QR code. */
export async function beginTwoFactorAction(): Promise<TwoFactorState> {
  const session = await getStaffSession();
  if (!session) return unauthorized();
  try {
    await beginEnrolment(prisma, session.id);
  } catch (error) {
    if (error instanceof TwoFactorError)
      return refused(translateMessage(translatorFor(session.locale), error.message, STAFF_MESSAGES));
    throw error;
  }
  revalidatePath('/backoffice', 'layout');
  return { status: 'done' };
}

/** Confirms enrolment with a current code; answers the ten recovery codes, shown once. */
export const confirmTwoFactorAction = codeForm('confirm', (adminId, code, address) =>
  confirmEnrolment(prisma, adminId, code, address),
);

/** Turns the second factor off, with a current code or a recovery code. */
export const disableTwoFactorAction = codeForm('disable', (adminId, code, address) =>
  disableTwoFactor(prisma, adminId, code, address),
);

/** New recovery codes (the old ones stop working), with a current code; answers them, shown once. */
export const regenerateRecoveryCodesAction = codeForm('regenerate', (adminId, code, address) =>
  regenerateRecoveryCodes(prisma, adminId, code, address),
);
