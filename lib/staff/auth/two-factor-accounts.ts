import { recordActivity } from '@/lib/staff/activity/log';
import type { Db, Tx } from '@/lib/db';
import { normalizeEmail } from './credentials';
import { revokeAllSessions } from './sessions';
import { checkSecondFactor, newTotpSecret, normalizeCode, replaceRecoveryCodes, verifyTotp } from './two-factor';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box';

/** A refused second-factor change; its message is a `BackofficeErrors` key (lib/actions/messages.ts translates it). */
export class TwoFactorError extends Error {}
/** A second-factor change refused for a wrong or missing code: counted like a failed sign-in (lib/staff/auth/two-factor-actions.ts). */
export class WrongCodeError extends TwoFactorError {}

const SECOND_FACTOR = { id: true, email: true, totpSecret: true, totpEnabledAt: true, totpLastStep: true } as const;

/**
 * Starts (or restarts) enrolment of a second factor (docs/decisions/11-staff-security.md §4): stores a new TOTP secret, encrypted
 * (sealTotpSecret), not yet in force, and returns it in clear. @throws TwoFactorError when the account already has one.
 */
export async function beginEnrolment(db: Db, adminId: number): Promise<string> {
  const secret = newTotpSecret();
  const { count } = await db.adminUser.updateMany({
    where: { id: adminId, totpEnabledAt: null },
    data: { totpSecret: sealTotpSecret(secret, adminId), totpLastStep: null },
  });
  if (count !== 1) throw new TwoFactorError('twoFactorAlreadyOn');
  return secret;
}

/**
 * Completes enrolment with a current code from the authenticator app: the second factor is required from the next
 * sign-in on, ten new recovery codes replace any old ones, and `auth.2fa.enable` is logged.
 * @returns the recovery codes in clear, to be shown once.
 * @throws TwoFactorError when no enrolment was started or it is already on; WrongCodeError when the code is not valid now.
 */
export async function confirmEnrolment(
  db: Db,
  adminId: number,
  code: string,
  address: string | null,
): Promise<string[]> {
  const admin = await db.adminUser.findUniqueOrThrow({ where: { id: adminId }, select: SECOND_FACTOR });
  if (admin.totpEnabledAt) throw new TwoFactorError('twoFactorAlreadyOn');
  const secret = admin.totpSecret && openTotpSecret(admin.totpSecret, adminId);
  if (!secret) throw new TwoFactorError('twoFactorRestart');
  const step = await verifyTotp(secret, normalizeCode(code));
  if (step === null) throw new WrongCodeError('twoFactorWrongCode');
  return db.$transaction(async (tx) => {
    const { count } = await tx.adminUser.updateMany({
      where: { id: adminId, totpEnabledAt: null, totpSecret: admin.totpSecret },
      data: { totpEnabledAt: new Date(), totpLastStep: step },
    });
    if (count !== 1) throw new TwoFactorError('twoFactorRestart');
    await recordActivity(tx, { adminId, action: 'auth.2fa.enable', target: admin.email, address });
    return replaceRecoveryCodes(tx, adminId);
  });
}

async function requireCurrentFactor(db: Db, adminId: number, code: string, allowRecovery: boolean) {
  const admin = await db.adminUser.findUniqueOrThrow({ where: { id: adminId }, select: SECOND_FACTOR });
  if (!admin.totpEnabledAt) throw new TwoFactorError('twoFactorNotOn');
  const factor = await checkSecondFactor(db, admin, code);
  if (factor === 'totp' || (factor === 'recovery' && allowRecovery)) return admin;
  throw new WrongCodeError(allowRecovery ? 'twoFactorCodeOrRecovery' : 'twoFactorCurrentCode');
}

/** Forgets an account's TOTP secret and its recovery codes (turning off and resetting the second factor; docs/decisions/11-staff-security.md §4, §12). */
export async function clearSecondFactor(tx: Tx, adminId: number): Promise<void> {
  await tx.adminUser.update({
    where: { id: adminId },
    data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
  });
  await tx.staffRecoveryCode.deleteMany({ where: { adminId } });
}

/**
 * Turns the second factor off, after a current code or a recovery code (so a stolen session alone cannot), deletes
 * the recovery codes and logs `auth.2fa.disable`. @throws TwoFactorError when it is not on; WrongCodeError for a missing or wrong code.
 */
export async function disableTwoFactor(db: Db, adminId: number, code: string, address: string | null): Promise<void> {
  const admin = await requireCurrentFactor(db, adminId, code, true);
  await db.$transaction(async (tx) => {
    await clearSecondFactor(tx, adminId);
    await recordActivity(tx, { adminId, action: 'auth.2fa.disable', target: admin.email, address });
  });
}

/**
 * Issues ten new recovery codes (the old ones stop working) after a current TOTP code; logs `auth.2fa.regenerate`.
 * @returns the codes in clear, to be shown once. @throws TwoFactorError when it is not on; WrongCodeError for a missing or wrong code.
 */
export async function regenerateRecoveryCodes(
  db: Db,
  adminId: number,
  code: string,
  address: string | null,
): Promise<string[]> {
  const admin = await requireCurrentFactor(db, adminId, code, false);
  return db.$transaction(async (tx) => {
    await recordActivity(tx, { adminId, action: 'auth.2fa.regenerate', target: admin.email, address });
    return replaceRecoveryCodes(tx, adminId);
  });
}

/**
 * Removes an account's second factor and recovery codes and ends its sessions (`npm run admin:create -- --reset-2fa
 * <email>`, for a lost phone); logs `auth.2fa.reset`. @returns false when there is no such account.
 */
export async function resetTwoFactor(db: Db, rawEmail: string): Promise<boolean> {
  const email = normalizeEmail(rawEmail);
  return db.$transaction(async (tx) => {
    const admin = await tx.adminUser.findUnique({ where: { email }, select: { id: true } });
    if (!admin) return false;
    await clearSecondFactor(tx, admin.id);
    await recordActivity(tx, { adminId: admin.id, action: 'auth.2fa.reset', target: email });
    await revokeAllSessions(tx, admin.id, 'second-factor-reset');
    return true;
  });
}
