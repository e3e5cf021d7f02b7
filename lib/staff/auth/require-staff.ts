import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { prisma } from '@/lib/db';
import { findLiveSession } from './sessions';
import { readSessionToken } from './session-token';
import { twoFactorRequired } from './two-factor';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { STAFF_DEFAULT_LOCALE } from '@/lib/i18n/staff-language';
import { UnauthorizedError } from '@/lib/actions/result';
import { staffRole, type StaffRole } from './roles';

/** A signed-in staff member; `locale` is the backoffice language kept on the account (docs/decisions/12-staff-run-directory.md §7). */
export type StaffIdentity = {
  id: number;
  email: string;
  expiresAt: number;
  sessionId: string;
  twoFactorEnabled: boolean;
  locale: Locale;
  /** `admin` (everything, accounts and settings included) or `staff` (docs/decisions/11-staff-security.md §12), read from the account on every request. */
  role: StaffRole;
};

/** A live staff session; `enrolmentRequired` while STAFF_2FA=required and the account has no second factor yet. */
export type StaffSession = StaffIdentity & { enrolmentRequired: boolean };

/**
 * The live staff session of the request, whether or not its second factor is still to be enrolled, or null. Only
 * the enrolment pages and Logout use it; everything else calls getStaffMember or requireStaff. Reads the Auth.js session
 * cookie itself, checks the token's signature and deadline, then its server-side session (docs/decisions/11-staff-security.md §2: not revoked
 * by Logout, a password reset or a disabled account, within its 12 hours) and the account on every call. Nothing
 * else about the request (headers such as x-middleware-subrequest) is trusted.
 */
export function getStaffSession(readCookie?: (name: string) => string | undefined): Promise<StaffSession | null> {
  return readCookie ? lookUpSession(readCookie) : sessionFromCookies();
}

/**
 * The request's own session (its cookies), looked up once per render: the backoffice root layout (its language),
 * the protected layout and every staff read of a page ask for it. React does not keep it across server actions, so
 * each action still checks the session it runs with.
 */
const sessionFromCookies = cache(async () => {
  const jar = await cookies();
  return lookUpSession((name) => jar.get(name)?.value);
});

async function lookUpSession(readCookie: (name: string) => string | undefined): Promise<StaffSession | null> {
  const token = await readSessionToken(readCookie);
  const id = Number(token?.sub);
  if (!token || !Number.isSafeInteger(id) || typeof token.sid !== 'string') return null;
  const admin = await findLiveSession(prisma, token.sid, id);
  if (!admin) return null;
  const twoFactorEnabled = admin.totpEnabledAt !== null;
  const locale = isLocale(admin.locale) ? admin.locale : STAFF_DEFAULT_LOCALE;
  return {
    id: admin.id,
    email: admin.email,
    expiresAt: token.expiresAt,
    sessionId: token.sid,
    twoFactorEnabled,
    locale,
    role: staffRole(admin.role),
    enrolmentRequired: !twoFactorEnabled && twoFactorRequired(),
  };
}

/**
 * The signed-in staff member, or null (docs/spec.md §6): a live session (getStaffSession) of an enabled account that has
 * enrolled its second factor where STAFF_2FA=required (docs/decisions/11-staff-security.md §4: no staff data before enrolment).
 */
export async function getStaffMember(readCookie?: (name: string) => string | undefined): Promise<StaffIdentity | null> {
  const session = await getStaffSession(readCookie);
  if (!session || session.enrolmentRequired) return null;
  const { id, email, expiresAt, sessionId, twoFactorEnabled, locale, role } = session;
  return { id, email, expiresAt, sessionId, twoFactorEnabled, locale, role };
}

/** getStaffMember for a route handler's Request (reads its Cookie header; usable outside Next's request scope). */
export function getStaffFromRequest(request: Request): Promise<StaffIdentity | null> {
  const jar = new RequestCookies(request.headers);
  return getStaffMember((name) => jar.get(name)?.value);
}

/**
 * The one server-side check of the backoffice (docs/decisions/04-backoffice.md): the protected layout, every staff server action and
 * every staff route handler call it.
 * @throws UnauthorizedError without a valid session of an enabled admin.
 */
export async function requireStaff(): Promise<StaffIdentity> {
  const admin = await getStaffMember();
  if (!admin) throw new UnauthorizedError();
  return admin;
}
