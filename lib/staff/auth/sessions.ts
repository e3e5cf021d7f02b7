import { randomBytes } from 'node:crypto';
import { recordActivity } from '@/lib/staff/activity/log';
import { prisma, type Db, type Tx } from '@/lib/db';
import { SESSION_MAX_HOURS } from './session-rules';

/** Why an account's sessions were ended, as recorded in the activity log (`auth.sessions.revoked`). */
export type RevokeReason = 'password-reset' | 'account-disabled' | 'second-factor-reset' | 'sign-out-everywhere';

/**
 * Opens a server-side staff session for `adminId` (docs/decisions/11-staff-security.md §2) and returns its id (32 random bytes, base64url),
 * which the signed session cookie carries as `sid`. The row ends at the latest SESSION_MAX_HOURS (12 h) after `now`.
 */
export async function createStaffSession(db: Db | Tx, adminId: number, now = new Date()): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.staffSession.create({
    data: {
      id,
      adminId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_HOURS * 3_600_000),
    },
  });
  return id;
}

/**
 * The live session `id` of admin `adminId` with its account, or null when it is unknown, belongs to another
 * account, was revoked, is past its 12-hour end, or its account is disabled. Every staff request goes through it.
 */
export async function findLiveSession(db: Db, id: string, adminId: number, now = new Date()) {
  const session = await db.staffSession.findUnique({
    where: { id },
    select: {
      adminId: true,
      revokedAt: true,
      expiresAt: true,
      admin: { select: { id: true, email: true, role: true, disabled: true, totpEnabledAt: true, locale: true } },
    },
  });
  if (
    !session ||
    session.adminId !== adminId ||
    session.revokedAt ||
    session.expiresAt <= now ||
    session.admin.disabled
  )
    return null;
  return session.admin;
}

/**
 * Whether the signed session token's server-side session is still live (docs/decisions/11-staff-security.md §2; see
 * findLiveSession): Auth.js's own endpoints vouch for nothing else. A database error counts as not live.
 * @param id the token's `sid`; @param adminId the token's subject. Never throws.
 */
export async function isSessionLive(id: string, adminId: number): Promise<boolean> {
  return (await findLiveSession(prisma, id, adminId).catch(() => null)) !== null;
}

/** Ends one session (Logout). @returns whether a live session was ended. */
export async function revokeSession(db: Db | Tx, id: string): Promise<boolean> {
  return (
    (await db.staffSession.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } })).count === 1
  );
}

/** Records a session extension (the expiry warning's Extend): `lastSeenAt` becomes now. */
export async function touchSession(db: Db | Tx, id: string): Promise<void> {
  await db.staffSession.updateMany({ where: { id, revokedAt: null }, data: { lastSeenAt: new Date() } });
}

/**
 * Ends every live session of an account (docs/decisions/11-staff-security.md §2: password change or reset, disabled account, reset second
 * factor) and records `auth.sessions.revoked` with the reason and the count.
 * @returns how many sessions were ended.
 */
export async function revokeAllSessions(
  db: Db | Tx,
  adminId: number,
  reason: RevokeReason,
  address: string | null = null,
): Promise<number> {
  const { count } = await db.staffSession.updateMany({
    where: { adminId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  await recordActivity(db, {
    adminId,
    action: 'auth.sessions.revoked',
    target: `admin:${adminId}`,
    address,
    detail: { reason, count },
  });
  return count;
}
