'use server';

import { revalidatePath } from 'next/cache';
import { requestAddress } from '@/lib/activity/request';
import { prisma } from '@/lib/db';
import * as z from '@/lib/validation/zod';
import { getStaffSession } from './require-admin';
import { beginEnrolment, confirmEnrolment, disableTwoFactor, regenerateRecoveryCodes, TwoFactorError } from './two-factor-accounts';
import { reportUnexpectedError } from '@/lib/report-error';

/** The answer of a second-factor form: an error, or the recovery codes to show once. */
export type TwoFactorState = { error?: string; recoveryCodes?: string[] } | null;

const codeSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1, 'Enter the code'), z.maxLength(64, 'Enter the code')) });

/** Runs a second-factor change for the current staff session (enrolling ones included) and maps its errors. */
async function withStaff(form: FormData, change: (adminId: number, code: string, address: string) => Promise<string[] | void>): Promise<TwoFactorState> {
  const session = await getStaffSession();
  if (!session) return { error: 'Unauthorized' };
  const parsed = codeSchema.safeParse({ code: form.get('code') ?? '' });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Enter the code' };
  try {
    const codes = await change(session.id, parsed.data.code, await requestAddress());
    revalidatePath('/backoffice', 'layout');
    return codes ? { recoveryCodes: codes } : null;
  } catch (error) {
    if (error instanceof TwoFactorError) return { error: error.message };
    reportUnexpectedError('Second-factor change failed', error);
    return { error: 'Something went wrong. Please try again.' };
  }
}

/** Starts enrolment (issue 11 §4): a new secret is stored and the page shows its QR code. */
export async function beginTwoFactorAction(): Promise<TwoFactorState> {
  const session = await getStaffSession();
  if (!session) return { error: 'Unauthorized' };
  try {
    await beginEnrolment(prisma, session.id);
  } catch (error) {
    if (error instanceof TwoFactorError) return { error: error.message };
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
