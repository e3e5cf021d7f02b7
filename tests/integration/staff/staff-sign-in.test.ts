import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Counts the argon2 checks and looks, while each one runs, for database connections left inside a transaction.
const hashing = vi.hoisted(() => ({
  calls: 0,
  openTransactions: [] as number[],
  probe: null as null | (() => Promise<number>),
}));
vi.mock('@/lib/staff/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/staff/auth/password')>();
  return {
    ...real,
    async verifyPassword(hash: string, password: string) {
      hashing.calls += 1;
      if (hashing.probe) hashing.openTransactions.push(await hashing.probe());
      return real.verifyPassword(hash, password);
    },
  };
});

const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const credentials = await import('@/lib/staff/auth/credentials');
const { checkStaffSignIn, LOGIN_MAX_FAILURES, ADDRESS_MAX_FAILURES, ACCOUNT_SLOWDOWN_AFTER } = credentials;

const db = createPrismaClient();
const probe = createPrismaClient();
afterAll(async () => {
  await db.$disconnect();
  await probe.$disconnect();
});

const PASSWORD = 'correct horse battery';
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;
const newAccount = () => upsertStaffAccount(db, `${unique('staff')}@example.com`, PASSWORD);
const attempt = (
  email: string,
  addressKey: string,
  password = 'wrong password',
  extra: Partial<Parameters<typeof checkStaffSignIn>[1]> = {},
) => checkStaffSignIn(db, { email, password, addressKey, address: `192.0.2.${counter % 250}`, ...extra });
const activity = (action: string, target: string) => db.staffActivity.count({ where: { action, target } });

beforeAll(() => {
  expect([LOGIN_MAX_FAILURES, ADDRESS_MAX_FAILURES, ACCOUNT_SLOWDOWN_AFTER]).toEqual([5, 10, 10]);
});

describe('sign-in throttling that cannot be turned against staff (docs/decisions/11-staff-security.md §3)', () => {
  it('locks an address out of one account after 5 failures; the staff member signs in from another address at once', async () => {
    const staff = await newAccount();
    const other = await newAccount();
    const attacker = unique('attacker');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1)
      expect(await attempt(staff.email, attacker)).toEqual({ ok: false, reason: 'invalid' });
    expect(await attempt(staff.email, attacker, PASSWORD)).toEqual({ ok: false, reason: 'locked' });
    expect(await attempt(staff.email, unique('office'), PASSWORD)).toMatchObject({ ok: true, adminId: staff.id });
    // The address is not locked for other accounts (5 < 10 failures from it).
    expect(await attempt(other.email, attacker, PASSWORD)).toMatchObject({ ok: true, adminId: other.id });
    expect(await activity('auth.login.failure', staff.email)).toBe(LOGIN_MAX_FAILURES);
    expect(await activity('auth.login.locked', staff.email)).toBe(1);
    expect(await activity('auth.login.success', staff.email)).toBe(1);
    // 15 minutes later the lock is over.
    await db.rateLimitEvent.updateMany({
      where: { key: { startsWith: attacker } },
      data: { createdAt: new Date(Date.now() - 16 * 60_000) },
    });
    expect(await attempt(staff.email, attacker, PASSWORD)).toMatchObject({ ok: true });
  });

  it('throttles an address that fails across many accounts', async () => {
    const staff = await newAccount();
    const sprayer = unique('sprayer');
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i += 1)
      expect(await attempt(`${unique('guess')}@example.com`, sprayer)).toEqual({ ok: false, reason: 'invalid' });
    expect(await attempt(staff.email, sprayer, PASSWORD)).toEqual({ ok: false, reason: 'locked' });
    expect(await attempt(staff.email, unique('office'), PASSWORD)).toMatchObject({ ok: true });
  });

  it('slows a distributed guesser down per account, while the staff member’s trusted browser signs in at once', async () => {
    const staff = await newAccount();
    for (let i = 0; i < ACCOUNT_SLOWDOWN_AFTER; i += 1)
      expect(await attempt(staff.email, unique('botnet'))).toEqual({ ok: false, reason: 'invalid' });
    // A new address, untrusted: one attempt per minute for this account now.
    const hashesBefore = hashing.calls;
    expect(await attempt(staff.email, unique('botnet'))).toEqual({ ok: false, reason: 'locked' });
    expect(hashing.calls).toBe(hashesBefore);
    // The staff member, from yet another address, in the browser that signed in before: at once.
    expect(await attempt(staff.email, unique('hotel'), PASSWORD, { trustedDevice: true })).toMatchObject({
      ok: true,
      adminId: staff.id,
    });
    // A minute after the last failure, one more untrusted attempt is let through, then the account waits again.
    await db.rateLimitEvent.updateMany({
      where: { bucket: 'admin-login-fail-account', key: staff.email },
      data: { createdAt: new Date(Date.now() - 61_000) },
    });
    expect(await attempt(staff.email, unique('botnet'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await attempt(staff.email, unique('botnet'))).toEqual({ ok: false, reason: 'locked' });
  });

  it('counts concurrent guesses before hashing: 12 at once from one address reach argon2 only 5 times', async () => {
    const staff = await newAccount();
    const attacker = unique('burst');
    const before = hashing.calls;
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt(staff.email, attacker)));
    expect(hashing.calls - before).toBe(LOGIN_MAX_FAILURES);
    expect(results.filter((result) => !result.ok && result.reason === 'locked')).toHaveLength(12 - LOGIN_MAX_FAILURES);
  });

  it('holds no open transaction while the password is hashed', async () => {
    const staff = await newAccount();
    hashing.openTransactions = [];
    hashing.probe = async () => {
      const [row] = await probe.$queryRaw<{ open: bigint }[]>`
        SELECT count(*) AS open FROM pg_stat_activity
        WHERE datname = current_database() AND state IN ('idle in transaction', 'idle in transaction (aborted)')`;
      return Number(row.open);
    };
    try {
      expect(await attempt(staff.email, unique('a'), PASSWORD)).toMatchObject({ ok: true });
      expect(await attempt(staff.email, unique('b'))).toEqual({ ok: false, reason: 'invalid' });
      expect(await attempt(`${unique('nobody')}@example.com`, unique('c'))).toEqual({ ok: false, reason: 'invalid' });
    } finally {
      hashing.probe = null;
    }
    expect(hashing.openTransactions).toEqual([0, 0, 0]);
  });
});
