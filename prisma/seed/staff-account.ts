// The seed's staff account (docs/deploy.md "Reference and sample data"): created once, never changed afterwards.
import { randomBytes } from 'node:crypto';
import { checkStaffCredentials } from '@/lib/staff/auth/accounts';
import { hashPassword } from '@/lib/staff/auth/password';
import type { Db } from '@/lib/db';
import { seedOnce } from './ledger';

type SeedEnv = { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string; NODE_ENV?: string };

/**
 * Creates the seed's staff account when it never did: with ADMIN_EMAIL and ADMIN_PASSWORD set, that admin;
 * otherwise, with `defaultAccount` (a seed with sample data), outside production and only while no admin exists,
 * admin@localhost with a random password that is printed once. An existing account keeps its password, second factor and status (disabled stays disabled), and one
 * staff deleted is not re-created; `npm run admin:create` is the way to reset a password. Production never gets a
 * default password.
 * @throws Error for an invalid ADMIN_EMAIL or an ADMIN_PASSWORD shorter than MIN_ADMIN_PASSWORD_LENGTH.
 */
export async function seedAdmin(db: Db, env: SeedEnv = process.env, { defaultAccount = true } = {}): Promise<void> {
  let email: string;
  let password = env.ADMIN_PASSWORD;
  if (env.ADMIN_EMAIL && password) {
    email = checkStaffCredentials(env.ADMIN_EMAIL, password);
  } else {
    if (!defaultAccount || env.NODE_ENV === 'production' || (await db.adminUser.count()) > 0) return;
    email = 'admin@localhost';
    password = randomBytes(12).toString('base64url');
  }
  const created = await seedOnce(db, 'staff-account', [email], {
    keyOf: (key) => key,
    insert: async (tx, key) => {
      if (await tx.adminUser.findUnique({ where: { email: key }, select: { id: true } })) return false;
      await tx.adminUser.create({ data: { email: key, passwordHash: await hashPassword(password), role: 'admin' } });
      return true;
    },
  });
  if (created.length > 0 && !env.ADMIN_PASSWORD) {
    console.log(`Development admin created: ${email} / ${password} (shown once; reset with npm run admin:create)`);
  }
}
