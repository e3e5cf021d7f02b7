// A staff session for measuring the backoffice. Why mint it instead of signing in through the form: the bench
// measures the orders page, not sign-in (which is deliberately slow: argon2id and a lockout counter).
import { encode } from 'next-auth/jwt';
import { createStaffSession } from '@/lib/staff/auth/sessions';
import type { Db } from '@/lib/db';
import { measuringAuthSecret } from './production-server';

const COOKIE = 'authjs.session-token';

/**
 * Creates (once) a bench admin on the measured database and returns a Cookie header with a valid session: a signed
 * token and its server-side session row (docs/decisions/11-staff-security.md §2).
 */
export async function staffSessionCookie(db: Db): Promise<string> {
  const admin = await db.adminUser.upsert({
    where: { email: 'bench@localhost' },
    update: { disabled: false },
    create: { email: 'bench@localhost', passwordHash: 'not-a-password: this account cannot sign in' },
  });
  const now = Date.now();
  const token = await encode({
    token: {
      sub: String(admin.id),
      sid: await createStaffSession(db, admin.id),
      signedInAt: now,
      expiresAt: now + 60 * 60_000,
    },
    secret: measuringAuthSecret(),
    salt: COOKIE,
  });
  return `${COOKIE}=${token}`;
}
