'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AuthError, CredentialsSignin, signIn, signOut, unstable_update } from '@/lib/staff/auth/auth-js';
import { recordActivity } from '@/lib/staff/activity/log';
import { requestAddress } from '@/lib/staff/activity/request';
import { prisma } from '@/lib/db';
import { isHttpsRequest } from '@/lib/https';
import { normalizeEmail } from './credentials';
import { signInSchema } from './login-schema';
import { getStaffMember, getStaffSession } from './require-staff';
import { revokeSession, touchSession } from './sessions';
import { TRUSTED_DEVICE_COOKIE, TRUSTED_DEVICE_DAYS, trustedDeviceToken } from './trusted-device';
import { twoFactorRequired } from './two-factor';
import type { FormState } from '@/lib/actions/form-state';
import { reportUnexpectedError } from '@/lib/report-error';
import { translatorFor } from '@/lib/i18n/translator';
import { preSessionLocale, setStaffLanguageCookie } from '@/lib/i18n/staff-language';

/**
 * What the login form shows after a refused sign-in: the message, the e-mail to keep in the field (`values.email`),
 * and, when the account needs its code, the message on the code field.
 */
type LoginState = FormState | null;

/** Where a staff member goes first when STAFF_2FA=required and the account has no second factor yet. */
const ENROLMENT_PATH = '/backoffice/login/two-factor';

/** Only backoffice paths are valid destinations after sign-in (no open redirect). */
function safeDestination(callbackUrl: unknown): string {
  if (typeof callbackUrl !== 'string') return '/backoffice';
  return /^\/backoffice(\/[\w\-/?=&%.]*)?$/.test(callbackUrl) && !callbackUrl.startsWith('/backoffice/login')
    ? callbackUrl
    : '/backoffice';
}

/** The sign-in page's messages (`BackofficeLogin`) by what went wrong. */
const MESSAGES = { invalid: 'invalid', locked: 'locked', code: 'codeRequired', failed: 'failed' } as const;

/**
 * Staff sign-in, the login form's action (docs/spec.md §6, §8; docs/decisions/11-staff-security.md §3, §4). Works as a plain form POST (before
 * hydration, without JavaScript) and from the script. On success it marks the browser as trusted for the account
 * (device cookie, see checkStaffSignIn) and redirects to `callbackUrl` (a backoffice path), or to the enrolment page
 * when STAFF_2FA=required and the account has no second factor yet. Otherwise it answers 'Invalid email or
 * password', a lockout message, a request for the code, or 'Login failed. Please try again.', in the sign-in page's
 * language; a successful sign-in keeps the account's backoffice language in this browser's cookie (docs/decisions/12-staff-run-directory.md §7).
 */
export async function loginAction(_previous: LoginState, form: FormData): Promise<LoginState> {
  const refused = await loginRefusal(form);
  if (refused) return refused;
  const email = String(form.get('email')).trim();
  const account = await prisma.adminUser.findUnique({
    where: { email: normalizeEmail(email) },
    select: { totpEnabledAt: true, locale: true },
  });
  (await cookies()).set(TRUSTED_DEVICE_COOKIE, trustedDeviceToken(email), {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(await headers()),
    path: '/',
    maxAge: TRUSTED_DEVICE_DAYS * 86_400,
  });
  if (account) await setStaffLanguageCookie(account.locale);
  // Only where STAFF_2FA=required does the account's second factor decide where sign-in leads.
  const mustEnrol = twoFactorRequired() && !account?.totpEnabledAt;
  redirect(mustEnrol ? ENROLMENT_PATH : safeDestination(form.get('callbackUrl')));
}

/** Signs in with the form's credentials; the refusal to show, or null once signed in. */
async function loginRefusal(form: FormData): Promise<LoginState> {
  const t = translatorFor(await preSessionLocale());
  const refuse = (reason: keyof typeof MESSAGES, email: string, codeRequested = false): LoginState => {
    const error = t(`BackofficeLogin.${MESSAGES[reason]}`);
    return { status: 'refused', error, values: { email }, ...(codeRequested ? { fieldErrors: { code: error } } : {}) };
  };
  const parsed = signInSchema.safeParse({
    email: form.get('email'),
    password: form.get('password'),
    code: form.get('code') ?? undefined,
  });
  const typedEmail = String(form.get('email') ?? '').slice(0, 254);
  if (!parsed.success) return refuse('invalid', typedEmail);
  const { email, password, code } = parsed.data;
  try {
    await signIn('credentials', { email, password, code: code ?? '', redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin && (error.code === 'locked' || error.code === 'code'))
      return refuse(error.code, email, error.code === 'code');
    if (error instanceof CredentialsSignin) return refuse('invalid', email);
    if (!(error instanceof AuthError)) reportUnexpectedError('Sign-in failed', error);
    return refuse('failed', email);
  }
  return null;
}

/** Signs the staff member out: the server-side session ends (the cookie reads nothing even if kept), `auth.logout`. */
export async function logoutAction(): Promise<{ ok: true }> {
  const session = await getStaffSession();
  if (session && (await revokeSession(prisma, session.sessionId))) {
    await recordActivity(prisma, {
      adminId: session.id,
      action: 'auth.logout',
      target: session.email,
      address: await requestAddress(),
    });
  }
  await signOut({ redirect: false });
  return { ok: true };
}

/** When the session ends (epoch ms), or null when there is no valid session (docs/spec.md §4 Backoffice session). */
export async function sessionExpiryAction(): Promise<{ expiresAt: number } | null> {
  const admin = await getStaffMember();
  return admin ? { expiresAt: admin.expiresAt } : null;
}

/**
 * Extend Session: another 60 minutes from now, within 12 hours of the sign-in; refused (null) for a revoked
 * session or a disabled account (docs/decisions/11-staff-security.md §2). Logs `auth.session.extend`.
 */
export async function extendSessionAction(): Promise<{ expiresAt: number } | null> {
  const admin = await getStaffMember();
  if (!admin) return null;
  const session = await unstable_update({});
  if (!session) return null;
  await touchSession(prisma, admin.sessionId);
  await recordActivity(prisma, {
    adminId: admin.id,
    action: 'auth.session.extend',
    target: admin.email,
    address: await requestAddress(),
  });
  return { expiresAt: session.expiresAt };
}
