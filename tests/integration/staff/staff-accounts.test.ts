import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_ADDRESS_HEADER } from '@/lib/ops/connection-address.mjs';

// Staff accounts run from the backoffice (docs/decisions/11-staff-security.md §12): the actions read the session,
// the language cookie and the client's address through next/headers; each test sets what it sends.
// Work an action defers until its answer has gone waits until the test runs it.
// The e-mails stay queued in the outbox, where the tests read them; nothing is delivered.
vi.mock(import('@/lib/mail/runner'), async (original) => ({ ...(await original()), kickOutbox: async () => {} }));

const { request, runAfterResponse } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const { checkStaffSignIn } = await import('@/lib/staff/auth/credentials');
const { getStaffMember } = await import('@/lib/staff/auth/require-staff');
const accountActions = await import('@/lib/staff/accounts/actions');
const { forgotPasswordAction, setPasswordAction } = await import('@/lib/staff/accounts/password-actions');
const { createAccountLink } = await import('@/lib/staff/accounts/links');
const { AccountRefused, inviteStaffAccount, setStaffDisabled, setStaffRole } =
  await import('@/lib/staff/accounts/manage');
const { getStaffAccounts } = await import('@/lib/staff/accounts/queries');
const { addClosedDateAction } = await import('@/lib/shop/pickup/staff-pickup-settings-actions');
const { RESET_ADDRESS_LIMIT, RESET_RECIPIENT_LIMIT } = await import('@/lib/staff/accounts/reset');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

const PASSWORD = 'correct horse battery';
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
const idle = { status: 'idle' } as const;
const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  return data;
};
async function account(role: 'admin' | 'staff') {
  const created = await upsertStaffAccount(db, unique(role), PASSWORD);
  await db.adminUser.update({ where: { id: created.id }, data: { role, locale: 'en' } });
  return created;
}
/** Sends the next requests with a live session of `adminId` from a client address of its own. */
async function actAs(adminId: number) {
  request.cookies.clear();
  request.cookies.set(SESSION_COOKIE, await staffSessionToken(adminId));
  request.headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: `198.51.100.${(counter += 1) % 250}` });
}
const redirectOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no redirect',
    (error: unknown) => String((error as { digest?: string }).digest ?? error),
  );

beforeEach(async () => {
  // Each test starts with no enabled admin but its own: the last-admin rule counts them all.
  await db.adminUser.updateMany({ data: { role: 'staff' } });
});

describe('the last enabled admin', () => {
  it('cannot be disabled or demoted; another admin first makes it possible', async () => {
    const first = await account('admin');
    await actAs(first.id);
    const demote = await accountActions.setStaffRoleAction(idle, form({ id: first.id, role: 'staff' }));
    expect(demote).toMatchObject({ status: 'refused', error: expect.stringContaining('last enabled admin') });
    const disable = await accountActions.setStaffDisabledAction(idle, form({ id: first.id, disabled: 'true' }));
    expect(disable).toMatchObject({ status: 'refused', error: expect.stringContaining('last enabled admin') });
    expect(await db.adminUser.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      role: 'admin',
      disabled: false,
    });

    const second = await account('staff');
    await setStaffRole(db, { id: first.id }, second.id, 'admin');
    expect(await setStaffRole(db, { id: second.id }, first.id, 'staff')).toBe(true);
    // Now `second` is the last one: neither it nor a disabled admin's vote counts.
    await expect(setStaffDisabled(db, { id: second.id }, second.id, true)).rejects.toThrow(AccountRefused);
    await expect(setStaffRole(db, { id: second.id }, second.id, 'staff')).rejects.toThrow('lastAdmin');
  });

  it('holds when two admins demote each other at the same moment', async () => {
    const [a, b] = [await account('admin'), await account('admin')];
    const results = await Promise.allSettled([
      setStaffRole(db, { id: a.id }, b.id, 'staff'),
      setStaffRole(db, { id: b.id }, a.id, 'staff'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await db.adminUser.count({ where: { role: 'admin', disabled: false } })).toBe(1);
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once; enabling it again does not bring them back', async () => {
    const admin = await account('admin');
    const colleague = await account('staff');
    const colleagueCookie = await staffSessionToken(colleague.id);
    const asColleague = () => getStaffMember((name) => (name === SESSION_COOKIE ? colleagueCookie : undefined));
    expect(await asColleague()).toMatchObject({ id: colleague.id, role: 'staff' });

    await actAs(admin.id);
    const done = await accountActions.setStaffDisabledAction(idle, form({ id: colleague.id, disabled: 'true' }));
    expect(done).toMatchObject({ status: 'done' });
    expect(await asColleague()).toBeNull();
    expect(await db.staffSession.count({ where: { adminId: colleague.id, revokedAt: null } })).toBe(0);

    await accountActions.setStaffDisabledAction(idle, form({ id: colleague.id, disabled: 'false' }));
    expect(await db.adminUser.findUniqueOrThrow({ where: { id: colleague.id } })).toMatchObject({ disabled: false });
    expect(await asColleague()).toBeNull();
    const log = await db.staffActivity.findMany({
      where: { adminId: admin.id, target: `admin:${colleague.id}` },
      orderBy: { id: 'asc' },
    });
    expect(log.map((entry) => entry.action)).toEqual(['staff-account.disable', 'staff-account.enable']);
  });

  it('a demoted admin loses the admin pages and actions from its next request', async () => {
    const admin = await account('admin');
    const other = await account('admin');
    await actAs(other.id);
    expect((await getStaffAccounts()).map((row) => row.id)).toContain(admin.id);
    await setStaffRole(db, { id: admin.id }, other.id, 'staff');
    expect(await redirectOf(getStaffAccounts())).toContain(';/backoffice;');
  });

  it('admin:create, the way back in, makes a demoted and disabled account an enabled admin again', async () => {
    const admin = await account('admin');
    const other = await account('admin');
    // `other` demotes and disables `admin`.
    await setStaffRole(db, { id: other.id }, admin.id, 'staff');
    await setStaffDisabled(db, { id: other.id }, admin.id, true);
    expect(await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({
      role: 'staff',
      disabled: true,
    });
    await upsertStaffAccount(db, admin.email, 'a new long password');
    expect(await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({
      role: 'admin',
      disabled: false,
    });
  });
});

describe('a staff session calling an admin-only action gets nothing done', () => {
  it('is refused by every account action and the settings, and nothing changes', async () => {
    const admin = await account('admin');
    const staff = await account('staff');
    await actAs(staff.id);
    const before = await db.adminUser.findMany({ orderBy: { id: 'asc' } });
    const answers = [
      await accountActions.inviteStaffAction(idle, form({ email: unique('intruder'), role: 'admin', locale: 'pt' })),
      await accountActions.setStaffRoleAction(idle, form({ id: staff.id, role: 'admin' })),
      await accountActions.setStaffDisabledAction(idle, form({ id: admin.id, disabled: 'true' })),
      await accountActions.resetStaffTwoFactorAction(idle, form({ id: admin.id })),
      await addClosedDateAction(idle, form({ placeId: 1, date: '2030-01-02', note: 'staff' })),
    ];
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 'refused', error: expect.stringMatching(/^Only an admin can/) });
    expect(await db.adminUser.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
    expect(await db.staffAccountLink.count({ where: { adminId: { notIn: before.map((row) => row.id) } } })).toBe(0);
    expect(await redirectOf(getStaffAccounts())).toContain(';/backoffice;');
    // At the data: the service refuses a staff actor whoever calls it.
    await expect(
      inviteStaffAccount(db, { id: staff.id }, { email: unique('direct'), role: 'admin', locale: 'pt' }),
    ).rejects.toThrow('adminOnly');
    await expect(setStaffRole(db, { id: staff.id }, staff.id, 'admin')).rejects.toThrow('adminOnly');
  });
});

describe('invitation and forgotten password', () => {
  it('an invited colleague sets a password with the one-time link and signs in with it', async () => {
    const admin = await account('admin');
    await actAs(admin.id);
    const email = unique('colleague');
    const invited = await accountActions.inviteStaffAction(idle, form({ email, role: 'staff', locale: 'fr' }));
    expect(invited).toMatchObject({ status: 'done' });
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: email, template: 'staff-invitation' } });
    expect(mail.locale).toBe('fr');
    const token = decodeURIComponent(/set-password\?token=([\w%-]+)/.exec(mail.html ?? '')?.[1] ?? '');
    expect(await checkStaffSignIn(db, { email, password: PASSWORD, addressKey: 'k1' })).toMatchObject({ ok: false });

    const redirected = await redirectOf(
      setPasswordAction(idle, form({ token, password: PASSWORD, confirm: PASSWORD })),
    );
    expect(redirected).toContain('/backoffice/login?password=set');
    expect(await checkStaffSignIn(db, { email, password: PASSWORD, addressKey: 'k2' })).toMatchObject({ ok: true });
    // Used once.
    const again = await setPasswordAction(
      idle,
      form({ token, password: 'another password 1', confirm: 'another password 1' }),
    );
    expect(again).toMatchObject({ status: 'refused' });
  });

  it('an expired link sets nothing', async () => {
    const colleague = await account('staff');
    request.cookies.set('backoffice_language', 'en');
    const token = await createAccountLink(db, colleague.id, 'reset', new Date(Date.now() - 61 * 60_000));
    const answer = await setPasswordAction(
      idle,
      form({ token, password: 'a new password!', confirm: 'a new password!' }),
    );
    expect(answer).toMatchObject({ status: 'refused', error: expect.stringMatching(/no longer valid/) });
  });

  it('answers the same for a known and an unknown address, sends only to the known one, and limits both ways', async () => {
    const known = await account('staff');
    const unknown = unique('nobody');
    request.cookies.clear();
    request.cookies.set('backoffice_language', 'en');
    request.headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: '203.0.113.40' });
    const answerKnown = await forgotPasswordAction(idle, form({ email: known.email }));
    const answerUnknown = await forgotPasswordAction(idle, form({ email: unknown }));
    expect(answerKnown).toEqual(answerUnknown);
    expect(answerKnown).toMatchObject({ status: 'done', message: expect.stringContaining('If this address') });
    // The answer comes first: no link exists and nothing is queued before it has gone.
    expect(await db.outboxEmail.count({ where: { to: known.email } })).toBe(0);
    await runAfterResponse();
    expect(await db.outboxEmail.count({ where: { to: known.email, template: 'staff-password-reset' } })).toBe(1);
    expect(await db.outboxEmail.count({ where: { to: unknown } })).toBe(0);

    // Per recipient, from other client addresses each time.
    for (let sent = 1; sent < RESET_RECIPIENT_LIMIT.limit; sent += 1) {
      request.headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: `203.0.113.${50 + sent}` });
      expect(await forgotPasswordAction(idle, form({ email: known.email }))).toMatchObject({ status: 'done' });
    }
    request.headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: '203.0.113.60' });
    const limited = await forgotPasswordAction(idle, form({ email: known.email }));
    await runAfterResponse();
    expect(limited).toMatchObject({ status: 'refused', error: expect.stringContaining('Too many requests') });
    expect(await db.outboxEmail.count({ where: { to: known.email } })).toBe(RESET_RECIPIENT_LIMIT.limit);

    // Per client address, whatever the addresses asked for.
    request.headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: '203.0.113.70' });
    for (let sent = 0; sent < RESET_ADDRESS_LIMIT.limit; sent += 1)
      expect(await forgotPasswordAction(idle, form({ email: unique('any') }))).toMatchObject({ status: 'done' });
    expect(await forgotPasswordAction(idle, form({ email: unique('any') }))).toMatchObject({ status: 'refused' });
  });
});
