'use server';

import { revalidatePath } from 'next/cache';
import { requestAddress } from '@/lib/activity/request';
import { prisma } from '@/lib/db';
import * as z from '@/lib/validation/zod';
import { getStaffSession } from './require-admin';
import { beginEnrolment, confirmEnrolment, disableTwoFactor, regenerateRecoveryCodes, TwoFactorError } from './two-factor-accounts';
import { reportUnexpectedError } from '@/lib/report-error';
import { staffMessage } from '@/lib/backoffice/staff-messages';
import { translatorFor } from '@/lib/i18n/translator';
import { preSessionLocale } from '@/lib/i18n/staff-language';

/** The answer of a second-factor form: an error, or the recovery codes to show once. */
export type TwoFactorState = { error?: string; recoveryCodes?: string[] } | null;

const codeSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1, 'code'), z.maxLength(64, 'code')) });

/** The answer to a second-factor form without a staff session, in the sign-in page's language. */
async function unauthorized(): Promise<TwoFactorState> {
  return { error: translatorFor(await preSessionLocale())('BackofficeErrors.unauthorized') };
}

/**
 * Runs a second-factor change for the current staff session (enrolling ones included) and maps its errors, in the
 * staff member's language (issue 12 §7).
 */
async function withStaff(form: FormData, change: (adminId: number, code: string, address: string) => Promise<string[] | void>): Promise<TwoFactorState> {
  const session = await getStaffSession();
  if (!session) return unauthorized();
  const t = translatorFor(session.locale);
  const parsed = codeSchema.safeParse({ code: form.get('code') ?? '' });
  if (!parsed.success) return { error: staffMessage(t, parsed.error.issues[0]?.message ?? 'code') };
  try {
    const codes = await change(session.id, parsed.data.code, await requestAddress());
    revalidatePath('/backoffice', 'layout');
    return codes ? { recoveryCodes: codes } : null;
  } catch (error) {
    if (error instanceof TwoFactorError) return { error: staffMessage(t, error.message) };
    reportUnexpectedError('Second-factor change failed', error);
    return { error: t('BackofficeErrors.unexpected') };
  }
}

/** Starts enrolment (issue 11 §4): a new secret is stored and the page shows its QR code. */
export async function beginTwoFactorAction(): Promise<TwoFactorState> {
  const session = await getStaffSession();
  if (!session) return unauthorized();
  try {
    await beginEnrolment(prisma, session.id);
  } catch (error) {
    if (error instanceof TwoFactorError) return { error: staffMessage(translatorFor(session.locale), error.message) };
    throw error;
  }
  revalidatePath('/backoffice', 'layout');
  return null;
}

/** Confirms enrolment with a current code; answers the ten recovery codes, shown once. */
export async function confirmTwoFactorAction(_previous: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  return withStaff(form, (adminId, code, address) => confirmEnrolment(prisma, adminId, code, address));
}

/** Turns the second factor off, with a current code or a recovery code. */
export async function disableTwoFactorAction(_previous: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  return withStaff(form, (adminId, code, address) => disableTwoFactor(prisma, adminId, code, address));
}

/** New recovery codes (the old ones stop working), with a current code; answers them, shown once. */
export async function regenerateRecoveryCodesAction(_previous: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  return withStaff(form, (adminId, code, address) => regenerateRecoveryCodes(prisma, adminId, code, address));
}
