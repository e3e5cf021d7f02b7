import type { Db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { STAFF_EMAIL_PATTERN } from '@/lib/staff/auth/login-schema';
import { normalizeEmail } from './credentials';
import { hashPassword, verifyPassword } from './password';
import { revokeAllSessions } from './sessions';

/** Shortest staff password accepted by admin:create and the seed. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * The stored (lower-cased) form of a new staff account's e-mail.
 * @throws Error for an invalid e-mail or a password shorter than MIN_ADMIN_PASSWORD_LENGTH.
 */
export function checkStaffCredentials(rawEmail: string, password: string): string {
  const email = normalizeEmail(rawEmail);
  if (!STAFF_EMAIL_PATTERN.test(email)) throw new Error(`Not an e-mail address: "${rawEmail}"`);
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH)
    throw new Error(`The password must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  return email;
}

/**
 * Creates an admin account, or resets an existing one's password, enables it again and makes it an admin again
 * (docs/decisions/04-backoffice.md: `npm run admin:create`, the way back in when no admin can sign in). The e-mail is stored lower-cased. A changed password ends all the account's sessions (docs/decisions/11-staff-security.md
 * §2); setting the same password again (the seed on every start) keeps them.
 * @throws Error for an invalid e-mail or a password shorter than MIN_ADMIN_PASSWORD_LENGTH.
 */
export async function upsertStaffAccount(
  db: Db,
  rawEmail: string,
  password: string,
): Promise<{ id: number; email: string; created: boolean }> {
  const email = checkStaffCredentials(rawEmail, password);
  const existing = await db.adminUser.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
  const unchanged = existing !== null && (await verifyPassword(existing.passwordHash, password));
  const passwordHash = unchanged ? existing.passwordHash : await hashPassword(password);
  return db.$transaction(async (tx) => {
    const admin = await tx.adminUser.upsert({
      where: { email },
      create: { email, passwordHash, role: 'admin' },
      update: { passwordHash, disabled: false, role: 'admin' },
      select: { id: true, email: true },
    });
    if (existing && !unchanged) await revokeAllSessions(tx, admin.id, 'password-reset');
    return { ...admin, created: !existing };
  });
}

/** Disables a staff account and ends all its sessions (docs/decisions/11-staff-security.md §2). @returns false when there is no such account. */
export async function disableStaffAccount(db: Db, rawEmail: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const admin = await tx.adminUser.findUnique({ where: { email: normalizeEmail(rawEmail) }, select: { id: true } });
    if (!admin) return false;
    await tx.adminUser.update({ where: { id: admin.id }, data: { disabled: true } });
    await revokeAllSessions(tx, admin.id, 'account-disabled');
    return true;
  });
}

/**
 * Sets a staff account's backoffice language (docs/decisions/12-staff-run-directory.md §7), read with every session from its next request.
 * @returns false when there is no such account.
 */
export async function setStaffLocale(db: Db, id: number, locale: Locale): Promise<boolean> {
  const updated = await db.adminUser.updateMany({ where: { id }, data: { locale } });
  return updated.count === 1;
}
