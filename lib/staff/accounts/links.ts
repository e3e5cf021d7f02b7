import { createHash, randomBytes } from 'node:crypto';
import { prisma, type Db, type Tx } from '@/lib/db';
import { recordActivity } from '@/lib/staff/activity/log';
import { MIN_ADMIN_PASSWORD_LENGTH } from '@/lib/staff/auth/accounts';
import { hashPassword } from '@/lib/staff/auth/password';
import { revokeAllSessions } from '@/lib/staff/auth/sessions';

/** What a one-time link is for: an admin's invitation or a "Forgot password" request. */
export type LinkPurpose = 'invite' | 'reset';

/** How long a link works, in minutes: an invitation 7 days, a password reset 60 minutes. */
export const LINK_MINUTES: Record<LinkPurpose, number> = { invite: 7 * 24 * 60, reset: 60 };

/** The backoffice page a link opens; its token goes in the `token` query parameter. */
export const SET_PASSWORD_PATH = '/backoffice/login/set-password';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Creates a one-time link for account `adminId` (docs/decisions/11-staff-security.md §12) valid LINK_MINUTES from
 * `now`, and returns its token (32 random bytes, base64url) to put in the e-mailed URL. Only its SHA-256 is stored.
 */
export async function createAccountLink(
  tx: Db | Tx,
  adminId: number,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.staffAccountLink.create({
    data: {
      adminId,
      purpose,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_MINUTES[purpose] * 60_000),
    },
  });
  return token;
}

/** The account and purpose of a link that still works (unused, within its time, account enabled), or null. */
export async function findUsableLink(db: Db | Tx, token: string, now = new Date()) {
  const link = await db.staffAccountLink.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      purpose: true,
      usedAt: true,
      expiresAt: true,
      admin: { select: { id: true, email: true, disabled: true } },
    },
  });
  if (!link || link.usedAt || link.expiresAt <= now || link.admin.disabled) return null;
  return { id: link.id, purpose: link.purpose as LinkPurpose, adminId: link.admin.id, email: link.admin.email };
}

/**
 * Sets the password of the account a one-time link belongs to (docs/decisions/11-staff-security.md §12): the link and
 * every other open link of the account are used up, every session of the account ends (`password-reset`), and
 * `auth.password.set` is logged with the link's purpose. The second factor is untouched: an account that has one
 * still needs it at sign-in; one without it is asked to set it up where STAFF_2FA=required.
 * @param password at least MIN_ADMIN_PASSWORD_LENGTH (12) characters (the caller's schema checks it).
 * @returns the account's e-mail, or null when the link is unknown, used, expired or its account disabled.
 */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  password: string,
  address: string | null = null,
): Promise<{ email: string } | null> {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH || !(await findUsableLink(db, token))) return null;
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    // Checked again inside the transaction: a link is used once, even by two submissions at the same moment.
    const link = await findUsableLink(tx, token);
    if (!link) return null;
    const used = new Date();
    const { count } = await tx.staffAccountLink.updateMany({
      where: { id: link.id, usedAt: null },
      data: { usedAt: used },
    });
    if (count !== 1) return null;
    await tx.staffAccountLink.updateMany({ where: { adminId: link.adminId, usedAt: null }, data: { usedAt: used } });
    await tx.adminUser.update({ where: { id: link.adminId }, data: { passwordHash } });
    await revokeAllSessions(tx, link.adminId, 'password-reset', address);
    await recordActivity(tx, {
      adminId: link.adminId,
      action: 'auth.password.set',
      target: `admin:${link.adminId}`,
      address,
      detail: { purpose: link.purpose },
    });
    return { email: link.email };
  });
}

/**
 * The e-mail of the account a link opened by the set-password page belongs to, or null when the link no longer
 * works (findUsableLink on the process's database). Shows nothing but the address the link was sent to.
 */
export async function linkAccountEmail(token: string): Promise<string | null> {
  if (token.length > 100) return null;
  return (await findUsableLink(prisma, token))?.email ?? null;
}
