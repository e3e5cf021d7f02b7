import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db';
import { normalizeEmail } from './credentials';
import { hashPassword } from './password';

/** Shortest staff password accepted by admin:create and the seed. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * Creates a staff account, or resets an existing one's password and enables it again (issue 4: `npm run
 * admin:create`). The e-mail is stored lower-cased.
 * @throws Error for an invalid e-mail or a password shorter than MIN_ADMIN_PASSWORD_LENGTH.
 */
export async function upsertAdmin(db: Db, rawEmail: string, password: string): Promise<{ id: number; email: string; created: boolean }> {
  const email = normalizeEmail(rawEmail);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`Not an e-mail address: "${rawEmail}"`);
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) throw new Error(`The password must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  const passwordHash = await hashPassword(password);
  const existing = await db.adminUser.findUnique({ where: { email }, select: { id: true } });
  const admin = await db.adminUser.upsert({
    where: { email },
    create: { email, passwordHash, role: 'admin' },
    update: { passwordHash, disabled: false },
    select: { id: true, email: true },
  });
  return { ...admin, created: !existing };
}

/**
 * The seed's staff account (issue 4): with ADMIN_EMAIL and ADMIN_PASSWORD set, that admin is created or updated;
 * otherwise, outside production and only while no admin exists, admin@localhost with a random password that is
 * printed once. Production never gets a default password.
 */
export async function seedAdmin(db: Db, env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string; NODE_ENV?: string } = process.env): Promise<void> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await upsertAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    return;
  }
  if (env.NODE_ENV === 'production' || (await db.adminUser.count()) > 0) return;
  const password = randomBytes(12).toString('base64url');
  await upsertAdmin(db, 'admin@localhost', password);
  console.log(`Development admin created: admin@localhost / ${password} (shown once; reset with npm run admin:create)`);
}
