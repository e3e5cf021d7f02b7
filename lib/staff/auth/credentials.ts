import type { ActivityAction } from '@/lib/staff/activity/actions';
import { recordActivity } from '@/lib/staff/activity/log';
import { prisma, type Db, type Tx } from '@/lib/db';
import { countRecentEvents } from '@/lib/rate-limit';
import { dummyPasswordHash, verifyPassword } from './password';
import { createStaffSession } from './sessions';
import { checkSecondFactor } from './two-factor';

/** Failed sign-ins allowed for one account from one address within the window (docs/decisions/11-staff-security.md §3). */
export const LOGIN_MAX_FAILURES = 5;
/** Failed sign-ins allowed from one address, whatever the accounts, within the window. */
export const ADDRESS_MAX_FAILURES = 10;
/** Failures of one account (from all addresses) within the window after which the account is slowed down. */
export const ACCOUNT_SLOWDOWN_AFTER = 10;
/** Once slowed down, an account takes one attempt per this many seconds from browsers it does not trust. */
export const ACCOUNT_SLOWDOWN_SECONDS = 60;
/** Window for counting failures, in minutes: a lock ends when its failures are this old. */
export const LOGIN_WINDOW_MINUTES = 15;

// A burst of sign-ins queues for the connection pool (the hashing holds none): wait for a connection rather than fail.
const TRANSACTION = { maxWait: 10_000, timeout: 10_000 };

const FAILURES = {
  pair: 'admin-login-fail-pair',
  address: 'admin-login-fail-address',
  account: 'admin-login-fail-account',
} as const;
type Rule = keyof typeof FAILURES;

export type SignInInput = {
  email: string;
  password: string;
  /** TOTP code or recovery code, when the account has a second factor. */
  code?: string;
  /** Hashed client address (clientAddressKey) for the counters. */
  addressKey: string;
  /** The client's address (clientAddress) for the activity log. */
  address?: string | null;
  /** The browser holds a valid device cookie for this e-mail (isTrustedDevice): no per-account slowdown. */
  trustedDevice?: boolean;
};

export type SignInCheck =
  | { ok: true; adminId: number; email: string; sessionId: string }
  | { ok: false; reason: 'invalid' | 'locked' | 'code' };

/** E-mails are unique regardless of case: stored and compared lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The counters' keys of an attempt: one account (normalized e-mail) from one hashed address, the address, the account. */
export type AttemptKeys = Record<Rule, string>;

/** The keys of an attempt on `email` from the hashed client address `addressKey` (clientAddressKey). */
export function attemptKeys(addressKey: string, email: string): AttemptKeys {
  const account = normalizeEmail(email);
  return { pair: `${addressKey}:${account}`, address: addressKey, account };
}

/** A counted attempt: the rule that refused it (nothing was counted then), or the ids of its failure events. */
export type CountedAttempt = { rule: Rule | null; attemptIds: bigint[] };

/**
 * Counts one attempt against the sign-in rules (checkStaffSignIn's list) before its secret is checked, so concurrent
 * guesses cannot slip past a count: refused with the rule when one says so, else recorded as a failure in every
 * counter until forgiveAttempt. The second-factor forms of a signed-in staff member count their codes here too.
 */
export function countAttempt(db: Db, keys: AttemptKeys, trustedDevice: boolean): Promise<CountedAttempt> {
  return db.$transaction(async (tx) => {
    const rule = await refusingRule(tx, keys, trustedDevice);
    if (rule) return { rule, attemptIds: [] };
    const attempts = await tx.rateLimitEvent.createManyAndReturn({
      data: (Object.keys(FAILURES) as Rule[]).map((kind) => ({ bucket: FAILURES[kind], key: keys[kind] })),
      select: { id: true },
    });
    return { rule: null, attemptIds: attempts.map((attempt) => attempt.id) };
  }, TRANSACTION);
}

/**
 * Forgives a successful attempt, and the other failures of its address for its account. The account's and the
 * address's other failures stay: a success must not reset a distributed attack's count.
 */
export async function forgiveAttempt(db: Db | Tx, keys: AttemptKeys, attempt: CountedAttempt): Promise<void> {
  await db.rateLimitEvent.deleteMany({
    where: { OR: [{ id: { in: attempt.attemptIds } }, { bucket: FAILURES.pair, key: keys.pair }] },
  });
}

/** Which throttling rule refuses an attempt now, if any. Takes the counters' per-key locks (held until commit). */
async function refusingRule(tx: Tx, keys: AttemptKeys, trustedDevice: boolean): Promise<Rule | null> {
  const count = (rule: Rule) =>
    countRecentEvents(tx, { bucket: FAILURES[rule], limit: 0, windowMinutes: LOGIN_WINDOW_MINUTES }, keys[rule]);
  if ((await count('pair')) >= LOGIN_MAX_FAILURES) return 'pair';
  if ((await count('address')) >= ADDRESS_MAX_FAILURES) return 'address';
  if ((await count('account')) < ACCOUNT_SLOWDOWN_AFTER || trustedDevice) return null;
  const last = await tx.rateLimitEvent.findFirst({
    where: { bucket: FAILURES.account, key: keys.account },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  });
  return last && last.createdAt.getTime() > Date.now() - ACCOUNT_SLOWDOWN_SECONDS * 1000 ? 'account' : null;
}

/**
 * Checks a staff sign-in (docs/spec.md §6; docs/decisions/11-staff-security.md §3 and §4, OWASP Authentication Cheat Sheet). Counters live in
 * PostgreSQL (rate_limit_events), each over LOGIN_WINDOW_MINUTES (15):
 * - one account from one address: LOGIN_MAX_FAILURES (5) failures, then that address is locked out of that account
 *   only; the staff member signs in from anywhere else;
 * - one address: ADDRESS_MAX_FAILURES (10) failures across any accounts, then the address is refused;
 * - one account from everywhere: after ACCOUNT_SLOWDOWN_AFTER (10) failures, browsers without the account's device
 *   cookie get one attempt per ACCOUNT_SLOWDOWN_SECONDS (60); a trusted browser is not slowed down.
 * Each attempt is counted as a failure before the password is checked (so concurrent guesses cannot slip past a
 * count) and forgiven when it succeeds. The argon2 check runs outside any transaction: no database connection is
 * held while it hashes. An unknown e-mail, a wrong password and a disabled account all give `invalid` after the
 * same argon2 work. With a second factor enrolled, a missing or wrong code gives `code` and counts as a failure.
 * A success opens a staff session (createStaffSession), sets lastLogin and logs `auth.login.success`; refusals log
 * `auth.login.failure` or `auth.login.locked` (target: the typed e-mail).
 */
export async function checkStaffSignIn(db: Db, input: SignInInput): Promise<SignInCheck> {
  const email = normalizeEmail(input.email);
  const address = input.address ?? null;
  const keys = attemptKeys(input.addressKey, email);
  const admin = await db.adminUser.findUnique({
    where: { email },
    select: { id: true, passwordHash: true, disabled: true, totpSecret: true, totpEnabledAt: true, totpLastStep: true },
  });
  const gate = await countAttempt(db, keys, input.trustedDevice === true);
  const log = (action: ActivityAction, detail?: Record<string, string>) =>
    recordActivity(db, { adminId: admin?.id ?? null, action, target: email, address, detail });
  if (gate.rule) {
    await log('auth.login.locked', { rule: gate.rule });
    return { ok: false, reason: 'locked' };
  }

  const matches = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!admin || !matches || admin.disabled) {
    await log('auth.login.failure', { reason: !admin ? 'unknown-email' : !matches ? 'password' : 'disabled' });
    return { ok: false, reason: 'invalid' };
  }
  const factor = admin.totpEnabledAt ? await checkSecondFactor(db, admin, input.code) : 'none';
  if (factor === 'missing' || factor === 'wrong') {
    await log('auth.login.failure', { reason: factor === 'missing' ? 'code-missing' : 'code' });
    return { ok: false, reason: 'code' };
  }

  const sessionId = await db.$transaction(async (tx) => {
    await forgiveAttempt(tx, keys, gate);
    await tx.adminUser.update({ where: { id: admin.id }, data: { lastLogin: new Date() } });
    await recordActivity(tx, {
      adminId: admin.id,
      action: 'auth.login.success',
      target: email,
      address,
      detail: factor === 'none' ? undefined : { factor },
    });
    if (factor === 'recovery')
      await recordActivity(tx, { adminId: admin.id, action: 'auth.2fa.recovery-used', target: email, address });
    return createStaffSession(tx, admin.id);
  }, TRANSACTION);
  return { ok: true, adminId: admin.id, email, sessionId };
}

/**
 * checkStaffSignIn on the process's database: the credentials check behind the staff sign-in (docs/spec.md §6;
 * docs/decisions/11-staff-security.md §3, §4). Same answers and activity log entries.
 * @throws the database's error when it cannot be reached.
 */
export function signInStaff(input: SignInInput): Promise<SignInCheck> {
  return checkStaffSignIn(prisma, input);
}
