'use server';

import { AuthError, CredentialsSignin, signIn, signOut, unstable_update } from '@/auth';
import { loginSchema } from '@/lib/validation/backoffice';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from './credentials';
import { getAdmin } from './require-admin';

export type LoginResult = { ok: true; data: { redirectTo: string } } | { ok: false; error: string };

/** Only backoffice paths are valid destinations after sign-in (no open redirect). */
function safeDestination(callbackUrl: unknown): string {
  if (typeof callbackUrl !== 'string') return '/backoffice';
  return /^\/backoffice(\/[\w\-/?=&%.]*)?$/.test(callbackUrl) && !callbackUrl.startsWith('/backoffice/login') ? callbackUrl : '/backoffice';
}

/**
 * Staff sign-in (SPEC §6, §8): 'Invalid email or password' for wrong credentials, a lockout message after
 * LOGIN_MAX_FAILURES failures, 'Login failed. Please try again.' for anything else.
 */
export async function loginAction(raw: unknown, callbackUrl?: unknown): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: 'Invalid email or password' };
  try {
    await signIn('credentials', { ...parsed.data, redirect: false });
    return { ok: true, data: { redirectTo: safeDestination(callbackUrl) } };
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code === 'locked') {
      return { ok: false, error: `Too many failed sign-in attempts (${LOGIN_MAX_FAILURES}). Please try again in ${LOGIN_WINDOW_MINUTES} minutes.` };
    }
    if (error instanceof CredentialsSignin) return { ok: false, error: 'Invalid email or password' };
    if (!(error instanceof AuthError)) console.error('Sign-in failed', error);
    return { ok: false, error: 'Login failed. Please try again.' };
  }
}

/** Signs the staff member out (the page then goes to the login page). */
export async function logoutAction(): Promise<{ ok: true }> {
  await signOut({ redirect: false });
  return { ok: true };
}

/** When the session ends (epoch ms), or null when there is no valid session (SPEC §4 Backoffice session). */
export async function sessionExpiryAction(): Promise<{ expiresAt: number } | null> {
  const admin = await getAdmin();
  return admin ? { expiresAt: admin.expiresAt } : null;
}

/** Extend Session: another 60 minutes from now, within 12 hours of the sign-in. */
export async function extendSessionAction(): Promise<{ expiresAt: number } | null> {
  if (!(await getAdmin())) return null;
  const session = await unstable_update({});
  if (!session) return null;
  return { expiresAt: session.expiresAt };
}

