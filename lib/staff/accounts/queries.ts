import 'server-only';
import { prisma, type Db } from '@/lib/db';
import { staffRole, type StaffRole } from '@/lib/staff/auth/roles';
import { adminRead } from '@/lib/staff/read-guard';

/** One staff account as the Accounts page lists it. `invited`: the invitation's password is not set yet. */
export type StaffAccountRow = {
  id: number;
  email: string;
  role: StaffRole;
  disabled: boolean;
  invited: boolean;
  twoFactor: boolean;
  lastLogin: Date | null;
};

/** Every staff account, enabled admins first, then by e-mail (docs/decisions/11-staff-security.md §12). */
export async function listStaffAccounts(db: Db): Promise<StaffAccountRow[]> {
  const accounts = await db.adminUser.findMany({
    orderBy: [{ disabled: 'asc' }, { role: 'asc' }, { email: 'asc' }],
    select: {
      id: true,
      email: true,
      role: true,
      disabled: true,
      lastLogin: true,
      totpEnabledAt: true,
      accountLinks: { where: { purpose: 'invite', usedAt: null }, select: { id: true }, take: 1 },
    },
  });
  return accounts.map((account) => ({
    id: account.id,
    email: account.email,
    role: staffRole(account.role),
    disabled: account.disabled,
    invited: account.lastLogin === null && account.accountLinks.length > 0,
    twoFactor: account.totpEnabledAt !== null,
    lastLogin: account.lastLogin,
  }));
}

/** The Accounts page's read: only an admin's session gets it (currentAdmin). */
export const getStaffAccounts = adminRead(() => listStaffAccounts(prisma));
