import { generate } from 'otplib';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_ADDRESS_HEADER } from '@/lib/ops/connection-address.mjs';

// Auth.js's own entry cannot load outside Next: its sign-out and session update stand in here.
vi.mock('@/lib/staff/auth/auth-js', () => ({
  AuthError: class extends Error {},
  CredentialsSignin: class extends Error {},
  // The sign-in itself is checkStaffSignIn's (tested above); here it only succeeds, as for the right credentials.
  signIn: async () => '/backoffice',
  signOut: async () => undefined,
  unstable_update: async () => ({ expiresAt: Date.now() + 60 * 60_000 }),
  auth: async () => null,
  handlers: {},
}));

const { request } = await import('../../fixtures/next-request');
// The staff checks read the request through next/headers: each test sets the cookies it sends, from one address.
request.headers.set(CONNECTION_ADDRESS_HEADER, '203.0.113.7');
const { createPrismaClient } = await import('@/lib/db');
const { disableStaffAccount, upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const { checkStaffSignIn, LOGIN_MAX_FAILURES } = await import('@/lib/staff/auth/credentials');
const { getStaffMember, getStaffSession, requireStaff } = await import('@/lib/staff/auth/require-staff');
const { UnauthorizedError } = await import('@/lib/actions/result');
const { extendSessionAction, loginAction, logoutAction } = await import('@/lib/staff/auth/actions');
const { default: LoginPage } = await import('@/app/backoffice/login/page');
const twoFactor = await import('@/lib/staff/auth/two-factor-accounts');
const twoFactorForms = await import('@/lib/staff/auth/two-factor-actions');
const { idleForm } = await import('@/lib/actions/form-state');
const { openTotpSecret, sealStoredTotpSecrets, sealTotpSecret } = await import('@/lib/staff/auth/totp-secret-box');
const { clientAddressKey } = await import('@/lib/rate-limit');
const { SESSION_COOKIE, staffSession, TEST_SECRET } = await import('../../fixtures/staff-session');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

const PASSWORD = 'correct horse battery';
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;
const newAccount = () => upsertStaffAccount(db, `${unique('staff')}@example.com`, PASSWORD);
const signInWith = (email: string, code?: string) =>
  checkStaffSignIn(db, { email, password: PASSWORD, code, addressKey: unique('address') });
async function useSession(adminId: number) {
  const session = await staffSession(adminId);
  request.cookies.set(SESSION_COOKIE, session.token);
  return session;
}
const actions = async (adminId: number) =>
  (await db.staffActivity.findMany({ where: { adminId }, orderBy: { id: 'asc' } })).map((entry) => entry.action);
// The code of the next 30-second step (accepted: one step of drift), so it is newer than any code used before.
const nextCode = async (adminId: number) => {
  const { totpSecret } = await db.adminUser.findUniqueOrThrow({ where: { id: adminId }, select: { totpSecret: true } });
  return generate({ secret: openTotpSecret(totpSecret!, adminId)!, epoch: Math.floor(Date.now() / 1000) + 30 });
};
async function enrol(adminId: number) {
  const secret = await twoFactor.beginEnrolment(db, adminId);
  const codes = await twoFactor.confirmEnrolment(db, adminId, await generate({ secret }), null);
  return { secret, codes };
}

beforeEach(() => {
  request.cookies.clear();
  vi.unstubAllEnvs();
});

describe('revocable sessions (docs/decisions/11-staff-security.md §2)', () => {
  it('Logout ends the session on the server: the kept cookie reads nothing', async () => {
    const staff = await newAccount();
    const { sid } = await useSession(staff.id);
    expect(await requireStaff()).toMatchObject({ id: staff.id, sessionId: sid });
    await logoutAction();
    await expect(requireStaff()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(await db.staffSession.findUniqueOrThrow({ where: { id: sid } })).toMatchObject({
      revokedAt: expect.any(Date),
    });
    expect(await db.staffActivity.findFirst({ where: { adminId: staff.id, action: 'auth.logout' } })).toMatchObject({
      address: '203.0.113.7',
    });
  });

  it('a password reset ends every session of the account; setting the same password again keeps them', async () => {
    const staff = await newAccount();
    const first = await staffSession(staff.id);
    await useSession(staff.id);
    await upsertStaffAccount(db, staff.email, PASSWORD);
    expect(await getStaffMember()).not.toBeNull();
    await upsertStaffAccount(db, staff.email, 'a brand new password');
    expect(await getStaffMember()).toBeNull();
    expect(await getStaffMember((name) => (name === SESSION_COOKIE ? first.token : undefined))).toBeNull();
    expect(
      await db.staffActivity.findFirst({ where: { adminId: staff.id, action: 'auth.sessions.revoked' } }),
    ).toMatchObject({ detail: { reason: 'password-reset', count: 2 } });
  });

  it('disabling an account ends its sessions, and Extend is refused for it', async () => {
    const staff = await newAccount();
    const { sid } = await useSession(staff.id);
    expect(await extendSessionAction()).toEqual({ expiresAt: expect.any(Number) });
    expect(await actions(staff.id)).toContain('auth.session.extend');
    await disableStaffAccount(db, staff.email);
    expect(await extendSessionAction()).toBeNull();
    expect(await db.staffSession.findUniqueOrThrow({ where: { id: sid } })).toMatchObject({
      revokedAt: expect.any(Date),
    });
  });

  it('Extend is refused for a revoked session', async () => {
    const staff = await newAccount();
    const { sid } = await useSession(staff.id);
    await db.staffSession.update({ where: { id: sid }, data: { revokedAt: new Date() } });
    expect(await extendSessionAction()).toBeNull();
    expect(await actions(staff.id)).not.toContain('auth.session.extend');
  });

  it('a token without a server-side session, or with another account’s, reads nothing', async () => {
    const staff = await newAccount();
    const other = await newAccount();
    const { sid } = await staffSession(other.id);
    const { encode } = await import('next-auth/jwt');
    const forge = (token: Record<string, unknown>) =>
      encode({
        token: { sub: String(staff.id), expiresAt: Date.now() + 60_000, ...token },
        secret: TEST_SECRET,
        salt: SESSION_COOKIE,
      });
    request.cookies.set(SESSION_COOKIE, await forge({}));
    expect(await getStaffMember()).toBeNull();
    request.cookies.set(SESSION_COOKIE, await forge({ sid }));
    expect(await getStaffMember()).toBeNull();
    // The control: the same forged token with the account's own live session reads it, so the refusals above come
    // from the session check, not from a token the server cannot read.
    request.cookies.set(SESSION_COOKIE, await forge({ sid: (await staffSession(staff.id)).sid }));
    expect((await getStaffMember())?.id).toBe(staff.id);
  });
});

describe('two-factor sign-in (docs/decisions/11-staff-security.md §4)', () => {
  it('once enrolled, sign-in without the code fails, the current code works once, a wrong code counts as a failure', async () => {
    const staff = await newAccount();
    const { codes } = await enrol(staff.id);
    expect(codes).toHaveLength(10);
    expect(await db.staffRecoveryCode.count({ where: { adminId: staff.id, codeHash: { in: codes } } })).toBe(0);
    const addressKey = unique('address');
    expect(await checkStaffSignIn(db, { email: staff.email, password: PASSWORD, addressKey })).toEqual({
      ok: false,
      reason: 'code',
    });
    expect(await checkStaffSignIn(db, { email: staff.email, password: PASSWORD, code: '000000', addressKey })).toEqual({
      ok: false,
      reason: 'code',
    });
    expect(
      await db.rateLimitEvent.count({
        where: { bucket: 'admin-login-fail-pair', key: `${addressKey}:${staff.email}` },
      }),
    ).toBe(2);
    const code = await nextCode(staff.id);
    expect(await signInWith(staff.email, code)).toMatchObject({ ok: true, adminId: staff.id });
    expect(await signInWith(staff.email, code)).toEqual({ ok: false, reason: 'code' });
    expect(await actions(staff.id)).toEqual(
      expect.arrayContaining(['auth.2fa.enable', 'auth.login.failure', 'auth.login.success']),
    );
  });

  it('a recovery code works exactly once', async () => {
    const staff = await newAccount();
    const { codes } = await enrol(staff.id);
    expect(await signInWith(staff.email, codes[3].toUpperCase())).toMatchObject({ ok: true });
    expect(await signInWith(staff.email, codes[3])).toEqual({ ok: false, reason: 'code' });
    const both = await Promise.all([signInWith(staff.email, codes[4]), signInWith(staff.email, codes[4])]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(await actions(staff.id)).toContain('auth.2fa.recovery-used');
  });

  it('disable needs a current code; regenerating replaces the recovery codes; admin:create resets the factor', async () => {
    const staff = await newAccount();
    const { codes } = await enrol(staff.id);
    await expect(twoFactor.disableTwoFactor(db, staff.id, '123456', null)).rejects.toBeInstanceOf(
      twoFactor.TwoFactorError,
    );
    const fresh = await twoFactor.regenerateRecoveryCodes(db, staff.id, await nextCode(staff.id), null);
    expect(await signInWith(staff.email, codes[0])).toEqual({ ok: false, reason: 'code' });
    await twoFactor.disableTwoFactor(db, staff.id, fresh[0], null);
    expect(await signInWith(staff.email)).toMatchObject({ ok: true });

    await enrol(staff.id);
    await useSession(staff.id);
    expect(await twoFactor.resetTwoFactor(db, staff.email)).toBe(true);
    expect(await getStaffMember()).toBeNull();
    expect(await signInWith(staff.email)).toMatchObject({ ok: true });
    expect(await actions(staff.id)).toEqual(
      expect.arrayContaining(['auth.2fa.disable', 'auth.2fa.regenerate', 'auth.2fa.reset', 'auth.sessions.revoked']),
    );
  });

  it('the second-factor forms count wrong codes with sign-in’s rule and log them; past it even a right code is refused', async () => {
    const staff = await newAccount();
    await useSession(staff.id);
    const saved = request.headers;
    request.headers = new Headers({ 'x-forwarded-for': `198.51.100.${(counter % 200) + 1}` });
    try {
      const secret = await twoFactor.beginEnrolment(db, staff.id);
      const codeForm = (code: string) => {
        const form = new FormData();
        form.set('code', code);
        return form;
      };
      for (let index = 0; index < LOGIN_MAX_FAILURES; index += 1) {
        expect(await twoFactorForms.confirmTwoFactorAction(idleForm, codeForm('000000'))).toMatchObject({
          status: 'refused',
          error: 'Esse código não é válido. Verifique a hora do telemóvel e tente o código atual.',
        });
      }
      expect(await twoFactorForms.confirmTwoFactorAction(idleForm, codeForm(await generate({ secret })))).toMatchObject(
        {
          status: 'refused',
          error: 'Demasiadas tentativas falhadas. Tente novamente mais tarde.',
        },
      );
      expect(
        (await db.adminUser.findUniqueOrThrow({ where: { id: staff.id }, select: { totpEnabledAt: true } }))
          .totpEnabledAt,
      ).toBeNull();
      expect(await actions(staff.id)).toEqual([
        ...Array<string>(LOGIN_MAX_FAILURES).fill('auth.2fa.failure'),
        'auth.2fa.locked',
      ]);
      // The same counters as sign-in: this address is now locked out of this account there too.
      const addressKey = clientAddressKey(request.headers);
      expect(await checkStaffSignIn(db, { email: staff.email, password: PASSWORD, addressKey })).toEqual({
        ok: false,
        reason: 'locked',
      });
    } finally {
      request.headers = saved;
    }
  });

  it('STAFF_2FA=required: no staff data until the account has enrolled', async () => {
    vi.stubEnv('STAFF_2FA', 'required');
    const staff = await newAccount();
    await useSession(staff.id);
    expect(await getStaffSession()).toMatchObject({ id: staff.id, enrolmentRequired: true });
    expect(await getStaffMember()).toBeNull();
    await expect(requireStaff()).rejects.toBeInstanceOf(UnauthorizedError);
    await enrol(staff.id);
    expect(await requireStaff()).toMatchObject({ id: staff.id, twoFactorEnabled: true });
  });

  it('STAFF_2FA=required: sign-in and the login page send an account without a second factor to enrolment first', async () => {
    vi.stubEnv('STAFF_2FA', 'required');
    const staff = await newAccount();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      email: staff.email,
      password: PASSWORD,
      callbackUrl: '/backoffice/orders',
    }))
      form.set(name, value);
    const redirectOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'no redirect',
        (error: { digest?: string }) => error.digest?.split(';')[2],
      );
    expect(await redirectOf(loginAction(null, form))).toBe('/backoffice/login/two-factor');
    expect(request.cookies.get('staff-device')).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
    await useSession(staff.id);
    expect(await redirectOf(LoginPage({ searchParams: Promise.resolve({}) } as never))).toBe(
      '/backoffice/login/two-factor',
    );
    await enrol(staff.id);
    expect(await redirectOf(loginAction(null, form))).toBe('/backoffice/orders');
    expect(await redirectOf(LoginPage({ searchParams: Promise.resolve({}) } as never))).toBe('/backoffice');
  });
});

describe('TOTP secrets at rest', () => {
  const stored = async (adminId: number) =>
    (await db.$queryRaw<{ totp_secret: string }[]>`SELECT totp_secret FROM admin_users WHERE id = ${adminId}`)[0]
      .totp_secret;

  it('are stored encrypted (AES-256-GCM, bound to the account) and sign-in still checks codes', async () => {
    const staff = await newAccount();
    const { secret } = await enrol(staff.id);
    const value = await stored(staff.id);
    expect(value).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(value).not.toContain(secret);
    expect(openTotpSecret(value, staff.id)).toBe(secret);
    expect(openTotpSecret(value, staff.id + 1)).toBeNull(); // copied to another account, it opens for no one
    // One ciphertext bit flipped: the first character of its part (the last one may only hold padding bits).
    const [version, iv, sealed, tag] = value.split(':');
    const flipped = (sealed[0] === 'A' ? 'B' : 'A') + sealed.slice(1);
    expect(openTotpSecret([version, iv, flipped, tag].join(':'), staff.id)).toBeNull();
    expect(await signInWith(staff.email, await nextCode(staff.id))).toMatchObject({ ok: true });
  });

  it('a secret stored in clear before still works, and the start-up pass encrypts it', async () => {
    const staff = await newAccount();
    const { secret } = await enrol(staff.id);
    await db.$executeRaw`UPDATE admin_users SET totp_secret = ${secret} WHERE id = ${staff.id}`;
    expect(await signInWith(staff.email, await nextCode(staff.id))).toMatchObject({ ok: true });
    expect(await sealStoredTotpSecrets(db)).toBeGreaterThanOrEqual(1);
    expect(await stored(staff.id)).toMatch(/^v1:/);
    expect(openTotpSecret(await stored(staff.id), staff.id)).toBe(secret);
    expect(await sealStoredTotpSecrets(db)).toBe(0);
  });

  it('TOTP_ENCRYPTION_KEY takes over from AUTH_SECRET: old values still open and are sealed again under it', async () => {
    const staff = await newAccount();
    const { secret } = await enrol(staff.id);
    const underAuthSecret = await stored(staff.id);
    vi.stubEnv('TOTP_ENCRYPTION_KEY', 'a dedicated key the operator keeps apart from AUTH_SECRET');
    expect(openTotpSecret(underAuthSecret, staff.id)).toBe(secret);
    expect(await sealStoredTotpSecrets(db)).toBeGreaterThanOrEqual(1);
    const underDedicated = await stored(staff.id);
    expect(underDedicated).not.toBe(underAuthSecret);
    expect(openTotpSecret(underDedicated, staff.id)).toBe(secret);
    vi.unstubAllEnvs();
    expect(openTotpSecret(underDedicated, staff.id)).toBeNull();
    expect(openTotpSecret(sealTotpSecret(secret, staff.id), staff.id)).toBe(secret);
  });
});
