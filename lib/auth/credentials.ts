import type { Db } from '@/lib/db';
import { clearEvents, countRecentEvents, recordEvent } from '@/lib/rate-limit';
import { dummyPasswordHash, verifyPassword } from './password';

/** Failed sign-ins allowed per e-mail or per address within the window before a lockout (issue 4). */
export const LOGIN_MAX_FAILURES = 5;
/** Window for counting failures and length of the lockout, in minutes. */
export const LOGIN_WINDOW_MINUTES = 15;

const FAILURES = { email: 'admin-login-fail-email', address: 'admin-login-fail-address' } as const;
const LOCKS = { email: 'admin-login-lock-email', address: 'admin-login-lock-address' } as const;

export type SignInCheck = { ok: true; adminId: number; email: string } | { ok: false; reason: 'invalid' | 'locked' };

/** E-mails are unique regardless of case: stored and compared lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Checks a staff sign-in (SPEC §6; issue 4 brute-force rules). Counters live in PostgreSQL (rate_limit_events):
 * after 5 failures for one e-mail or one address (`addressKey`, see clientAddressKey) within 15 minutes, every
 * attempt for it is refused for 15 minutes, right password or not. An unknown e-mail, a wrong password and a
 * disabled account all give `invalid`, after the same argon2 work. A success clears the e-mail's failures and
 * sets lastLogin.
 */
export async function checkAdminSignIn(db: Db, input: { email: string; password: string; addressKey: string }): Promise<SignInCheck> {
  const email = normalizeEmail(input.email);
  const window = (bucket: string) => ({ bucket, limit: LOGIN_MAX_FAILURES, windowMinutes: LOGIN_WINDOW_MINUTES });
  return db.$transaction(
    async (tx) => {
      const locked =
        (await countRecentEvents(tx, window(LOCKS.email), email)) > 0 ||
        (await countRecentEvents(tx, window(LOCKS.address), input.addressKey)) > 0;
      if (locked) return { ok: false, reason: 'locked' } as const;

      const admin = await tx.adminUser.findUnique({ where: { email }, omit: { passwordHash: false } });
      const matches = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (admin && matches && !admin.disabled) {
        await clearEvents(tx, FAILURES.email, email);
        await tx.adminUser.update({ where: { id: admin.id }, data: { lastLogin: new Date() } });
        return { ok: true, adminId: admin.id, email } as const;
      }

      for (const [kind, key] of [['email', email], ['address', input.addressKey]] as const) {
        const failures = await countRecentEvents(tx, window(FAILURES[kind]), key);
        await recordEvent(tx, FAILURES[kind], key);
        if (failures + 1 >= LOGIN_MAX_FAILURES) await recordEvent(tx, LOCKS[kind], key);
      }
      return { ok: false, reason: 'invalid' } as const;
    },
    { timeout: 15_000 },
  );
}
