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
import { getStaffSession } from './require-staff';
import {
  beginEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  TwoFactorError,
  WrongCodeError,
} from './two-factor-accounts';
import { reportUnexpectedError } from '@/lib/report-error';
import type { FormState } from '@/lib/actions/form-state';
import { translateMessage } from '@/lib/actions/messages';
import { STAFF_MESSAGES } from '@/lib/actions/staff-action';
import { translatorFor } from '@/lib/i18n/translator';
import { preSessionLocale } from '@/lib/i18n/staff-language';

/** The answer of a second-factor form: refused with its message, or done with the recovery codes to show once. */
type TwoFactorState = FormState<string[]>;

const refused = (error: string): TwoFactorState => ({ status: 'refused', error });

const codeSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1, 'code'), z.maxLength(64, 'code')) });

/** The answer to a second-factor form without a staff session, in the sign-in page's language. */
async function unauthorized(): Promise<TwoFactorState> {
  return refused(translatorFor(await preSessionLocale())('BackofficeErrors.unauthorized'));
}

/**
 * Runs a second-factor change for the current staff session (enrolling ones included) and maps its errors, in the
 * staff member's language (docs/decisions/12-staff-run-directory.md §7). The code is counted with sign-in's rules (countAttempt in
 * lib/staff/auth/credentials.ts: this address and account, this address, this account from browsers it does not trust),
 * so a stolen session cannot try codes without end: a wrong code is a failure logged as `auth.2fa.failure`, a
 * refused attempt is logged as `auth.2fa.locked` and answered with sign-in's "too many attempts"; a success, or a
 * refusal that is not about the code, is forgiven.
 */
async function withStaff(
  form: FormData,
  name: string,
  change: (adminId: number, code: string, address: string) => Promise<string[] | void>,
): Promise<TwoFactorState> {
  const session = await getStaffSession();
  if (!session) return unauthorized();
  const t = translatorFor(session.locale);
  const parsed = codeSchema.safeParse({ code: form.get('code') ?? '' });
  if (!parsed.success) return refused(translateMessage(t, parsed.error.issues[0]?.message ?? 'code', STAFF_MESSAGES));
  const address = await requestAddress();
  const keys = attemptKeys(clientAddressKey(await headers()), session.email);
  const log = (action: ActivityAction, detail: Record<string, string>) =>
    recordActivity(prisma, { adminId: session.id, action, target: session.email, address, detail });
  try {
    const attempt = await countAttempt(
      prisma,
      keys,
      isTrustedDevice((await cookies()).get(TRUSTED_DEVICE_COOKIE)?.value, session.email),
    );
    if (attempt.rule) {
      await log('auth.2fa.locked', { form: name, rule: attempt.rule });
      return refused(t('BackofficeLogin.locked'));
    }
    try {
      const codes = await change(session.id, parsed.data.code, address);
      await forgiveAttempt(prisma, keys, attempt);
      revalidatePath('/backoffice', 'layout');
      return codes ? { status: 'done', data: codes } : { status: 'done' };
    } catch (error) {
      if (error instanceof WrongCodeError) await log('auth.2fa.failure', { form: name });
      else await forgiveAttempt(prisma, keys, attempt);
      throw error;
    }
  } catch (error) {
    if (error instanceof TwoFactorError) return refused(translateMessage(t, error.message, STAFF_MESSAGES));
    reportUnexpectedError('Second-factor change failed', error);
    return refused(t('BackofficeErrors.unexpected'));
  }
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
export async function confirmTwoFactorAction(
  _previous: TwoFactorState | null,
  form: FormData,
): Promise<TwoFactorState> {
  return withStaff(form, 'confirm', (adminId, code, address) => confirmEnrolment(prisma, adminId, code, address));
}

/** Turns the second factor off, with a current code or a recovery code. */
export async function disableTwoFactorAction(
  _previous: TwoFactorState | null,
  form: FormData,
): Promise<TwoFactorState> {
  return withStaff(form, 'disable', (adminId, code, address) => disableTwoFactor(prisma, adminId, code, address));
}

/** New recovery codes (the old ones stop working), with a current code; answers them, shown once. */
export async function regenerateRecoveryCodesAction(
  _previous: TwoFactorState | null,
  form: FormData,
): Promise<TwoFactorState> {
  return withStaff(form, 'regenerate', (adminId, code, address) =>
    regenerateRecoveryCodes(prisma, adminId, code, address),
  );
}
