import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { lockKey } from '@/lib/rate-limit';
import { recordActivity } from '@/lib/staff/activity/log';
import { normalizeEmail } from '@/lib/staff/auth/credentials';
import { hashPassword } from '@/lib/staff/auth/password';
import type { StaffRole } from '@/lib/staff/auth/roles';
import { revokeAllSessions } from '@/lib/staff/auth/sessions';
import { clearSecondFactor } from '@/lib/staff/auth/two-factor-accounts';
import { createAccountLink } from './links';

/*
 * Staff accounts run from the backoffice (docs/decisions/11-staff-security.md §12). Every change takes the acting
 * account's id and checks, inside its own transaction, that it is an enabled admin: a staff session cannot change
 * an account whatever calls the function. Each change is logged in the activity log in the same transaction.
 */

/** A refused account change; its message is a `BackofficeAccounts.errors` key. */
export class AccountRefused extends Error {}

/** Who is acting and from where, for the check and the activity log. */
export type Actor = { id: number; address?: string | null };

/** @throws AccountRefused('adminOnly') unless `actorId` is an enabled admin's account. */
async function requireActingAdmin(tx: Tx, actorId: number): Promise<void> {
  const actor = await tx.adminUser.findUnique({ where: { id: actorId }, select: { role: true, disabled: true } });
  if (!actor || actor.disabled || actor.role !== 'admin') throw new AccountRefused('adminOnly');
}

/**
 * Refuses a change that would leave no enabled admin: `adminId` stops being one (disabled or demoted) and no other
 * enabled admin exists. Serialized by one lock, so two admins demoting each other at once cannot both pass.
 * @throws AccountRefused('lastAdmin').
 */
async function keepAnAdmin(tx: Tx, adminId: number): Promise<void> {
  await lockKey(tx, 'staff-accounts', 'admins');
  const others = await tx.adminUser.count({ where: { role: 'admin', disabled: false, id: { not: adminId } } });
  if (others === 0) throw new AccountRefused('lastAdmin');
}

/** The account `id` inside `tx`. @throws AccountRefused('notFound'). */
async function accountOf(tx: Tx, id: number) {
  const account = await tx.adminUser.findUnique({
    where: { id },
    select: { id: true, email: true, role: true, disabled: true },
  });
  if (!account) throw new AccountRefused('notFound');
  return account;
}

/**
 * An admin invites a colleague: a new account with `role` and backoffice language `locale`, no usable password,
 * and a one-time invitation link (7 days) whose token is returned for the e-mail. Logs `staff-account.invite`.
 * @throws AccountRefused('adminOnly' | 'emailTaken').
 */
export async function inviteStaffAccount(
  db: Db,
  actor: Actor,
  input: { email: string; role: StaffRole; locale: Locale },
): Promise<{ id: number; email: string; token: string }> {
  const email = normalizeEmail(input.email);
  // No one knows this password: the colleague chooses theirs through the link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.$transaction(async (tx) => {
    await requireActingAdmin(tx, actor.id);
    if (await tx.adminUser.findUnique({ where: { email }, select: { id: true } }))
      throw new AccountRefused('emailTaken');
    const account = await tx.adminUser.create({
      data: { email, passwordHash, role: input.role, locale: input.locale },
      select: { id: true },
    });
    const token = await createAccountLink(tx, account.id, 'invite');
    await recordActivity(tx, {
      adminId: actor.id,
      action: 'staff-account.invite',
      target: `admin:${account.id}`,
      address: actor.address,
      detail: { role: input.role },
    });
    return { id: account.id, email, token };
  });
}

/**
 * Changes an account's role. Demoting the last enabled admin is refused. The account's sessions carry the new role
 * from their next request. Logs `staff-account.role`. @returns false when the role was already that.
 * @throws AccountRefused('adminOnly' | 'notFound' | 'lastAdmin').
 */
export async function setStaffRole(db: Db, actor: Actor, id: number, role: StaffRole): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await requireActingAdmin(tx, actor.id);
    const account = await accountOf(tx, id);
    if (account.role === role) return false;
    if (role !== 'admin' && !account.disabled) await keepAnAdmin(tx, id);
    await tx.adminUser.update({ where: { id }, data: { role } });
    await recordActivity(tx, {
      adminId: actor.id,
      action: 'staff-account.role',
      target: `admin:${id}`,
      address: actor.address,
      detail: { role },
    });
    return true;
  });
}

/**
 * Disables an account (every session ends at once: the sessions are revoked, and every request checks the account)
 * or enables it again. Disabling the last enabled admin is refused. Logs `staff-account.disable` or `.enable`.
 * @returns false when it already was so. @throws AccountRefused('adminOnly' | 'notFound' | 'lastAdmin').
 */
export async function setStaffDisabled(db: Db, actor: Actor, id: number, disabled: boolean): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await requireActingAdmin(tx, actor.id);
    const account = await accountOf(tx, id);
    if (account.disabled === disabled) return false;
    if (disabled && account.role === 'admin') await keepAnAdmin(tx, id);
    await tx.adminUser.update({ where: { id }, data: { disabled } });
    if (disabled) await revokeAllSessions(tx, id, 'account-disabled', actor.address);
    await recordActivity(tx, {
      adminId: actor.id,
      action: disabled ? 'staff-account.disable' : 'staff-account.enable',
      target: `admin:${id}`,
      address: actor.address,
    });
    return true;
  });
}

/**
 * Removes an account's second factor and recovery codes (a lost phone) and ends its sessions; the colleague signs
 * in with the password and sets a new one up. Logs `staff-account.2fa-reset`.
 * @throws AccountRefused('adminOnly' | 'notFound').
 */
export async function resetStaffSecondFactor(db: Db, actor: Actor, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    await requireActingAdmin(tx, actor.id);
    await accountOf(tx, id);
    await clearSecondFactor(tx, id);
    await revokeAllSessions(tx, id, 'second-factor-reset', actor.address);
    await recordActivity(tx, {
      adminId: actor.id,
      action: 'staff-account.2fa-reset',
      target: `admin:${id}`,
      address: actor.address,
    });
  });
}
