import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
// Auth.js's own entry cannot load outside Next; staff checks must refuse before ever reaching it.
vi.mock('@/lib/staff/auth/auth-js', () => {
  const unreachable = () => Promise.reject(new Error('Auth.js must not be reached without a session'));
  return {
    AuthError: class extends Error {},
    CredentialsSignin: class extends Error {},
    auth: unreachable,
    signIn: unreachable,
    signOut: unreachable,
    unstable_update: unreachable,
    handlers: {},
  };
});

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const { checkStaffSignIn } = await import('@/lib/staff/auth/credentials');
const { requireStaff } = await import('@/lib/staff/auth/require-staff');
const { UnauthorizedError } = await import('@/lib/actions/result');
const staffActions = await import('@/lib/shop/staff-actions');
const authActions = await import('@/lib/staff/auth/actions');
const csvRoute = await import('@/app/api/backoffice/orders-csv/route');
const { LOGIN_PATH } = await import('@/lib/staff/auth/config');
// The staff action modules added after lib/shop/staff-actions.ts (directory, partners, pickup settings, language,
// partner reports): the last describe checks that each exported action refuses without a session before its work.
const newerStaffModules = {
  directory: await import('@/lib/directory/staff-settings-actions'),
  partners: await import('@/lib/directory/staff-partner-actions'),
  pickupSettings: await import('@/lib/shop/pickup/staff-pickup-settings-actions'),
  language: await import('@/lib/staff/language-actions'),
  reports: await import('@/lib/insights/staff-actions'),
  reviews: await import('@/lib/directory/staff-review-actions'),
  inbox: await import('@/lib/inbox/staff-actions'),
  mail: await import('@/lib/mail/staff-actions'),
};
const { createTestProduct } = await import('../../fixtures/orders');
const { postedForm, productForm } = await import('../../fixtures/staff-forms');
const { staffAction } = await import('@/lib/actions/staff-action');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

const COOKIE = SESSION_COOKIE;
const sessionToken = staffSessionToken;

let admin: { id: number; email: string };
let counter = 0;
const uniqueEmail = () => `Staff-${Date.now().toString(36)}-${(counter += 1)}@Example.com`;
const address = () => `address-${Date.now().toString(36)}-${(counter += 1)}`;

beforeAll(async () => {
  admin = await upsertStaffAccount(db, uniqueEmail(), 'correct horse battery');
});
beforeEach(() => {
  request.cookies.clear();
  request.headers = new Headers();
});

describe('staff sign-in (docs/decisions/04-backoffice.md §1)', () => {
  it('accepts the right password with the e-mail in any case, and sets lastLogin', async () => {
    const before = Date.now();
    const result = await checkStaffSignIn(db, {
      email: admin.email.toUpperCase(),
      password: 'correct horse battery',
      addressKey: address(),
    });
    expect(result).toEqual({ ok: true, adminId: admin.id, email: admin.email, sessionId: expect.any(String) });
    const row = await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } });
    // Set by this sign-in: not before it started, however long it took.
    expect(row.lastLogin?.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    expect(
      await checkStaffSignIn(db, { email: admin.email, password: 'wrong password!', addressKey: address() }),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(
      await checkStaffSignIn(db, { email: 'nobody@example.com', password: 'wrong password!', addressKey: address() }),
    ).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a disabled account at sign-in and on its next request with a still-valid session', async () => {
    const disabled = await upsertStaffAccount(db, uniqueEmail(), 'correct horse battery');
    request.cookies.set(COOKIE, await sessionToken(disabled.id));
    expect((await requireStaff()).id).toBe(disabled.id);
    await db.adminUser.update({ where: { id: disabled.id }, data: { disabled: true } });
    await expect(requireStaff()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(
      await checkStaffSignIn(db, { email: disabled.email, password: 'correct horse battery', addressKey: address() }),
    ).toEqual({ ok: false, reason: 'invalid' });
  });
});

// The seed's own account (created once, never changed) is tested in seed.test.ts.
describe('staff accounts from admin:create', () => {
  it('creates an account, or resets its password', async () => {
    const before = await db.adminUser.count();
    const email = uniqueEmail();
    await upsertStaffAccount(db, email, 'first password 1');
    await upsertStaffAccount(db, email, 'second password 2');
    expect(await db.adminUser.count()).toBe(before + 1);
    expect((await checkStaffSignIn(db, { email, password: 'second password 2', addressKey: address() })).ok).toBe(true);
    await expect(upsertStaffAccount(db, email, 'short')).rejects.toThrow('at least 12 characters');
  });
});

describe('requireStaff (docs/decisions/04-backoffice.md §2)', () => {
  it('accepts a valid session of an enabled admin', async () => {
    request.cookies.set(COOKIE, await sessionToken(admin.id));
    expect(await requireStaff()).toMatchObject({ id: admin.id, email: admin.email });
  });

  const refusals: [string, () => Promise<void>][] = [
    ['no session', async () => {}],
    [
      'a forged x-middleware-subrequest header',
      async () => {
        request.headers.set('x-middleware-subrequest', 'middleware:middleware:middleware:middleware:middleware');
        request.headers.set('x-middleware-subrequest', 'proxy:proxy:proxy:proxy:proxy');
      },
    ],
    [
      'a token signed with another secret',
      async () =>
        void request.cookies.set(COOKIE, await sessionToken(admin.id, undefined, 'another-secret-another-secret-0000')),
    ],
    ['an expired token', async () => void request.cookies.set(COOKIE, await sessionToken(admin.id, Date.now() - 1000))],
    ['garbage in the cookie', async () => void request.cookies.set(COOKIE, 'not-a-token')],
    ['an unknown admin id', async () => void request.cookies.set(COOKIE, await sessionToken(99_999_999))],
  ];
  it.each(refusals)('refuses %s', async (_name, arrange) => {
    await arrange();
    await expect(requireStaff()).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe('every staff action and route refuses without a session', () => {
  const idle = { status: 'idle' };
  /** Each shop staff action with a form valid enough that only the missing session can stop it. */
  const formsFor = (productId: number): Record<string, FormData> => ({
    saveProductAction: productForm(
      { nameEn: 'X', nameFr: 'X', namePt: 'X', price: '1.00', quantity: 1, position: '', enabled: true, images: [] },
      { id: productId, version: 1 },
    ),
    deleteProductAction: postedForm({ id: productId }),
    setProductEnabledAction: postedForm({ id: productId, enabled: 'false' }),
    adjustStockAction: postedForm({ productId, delta: -1 }),
    changeOrderStatusAction: postedForm({ orderId: 1, status: 'confirmed' }),
    resendOrderEmailAction: postedForm({ orderId: 1, template: 'order-new' }),
  });

  it('covers every exported staff action', () => {
    expect(Object.keys(staffActions).sort()).toEqual(Object.keys(formsFor(1)).sort());
  });

  for (const forged of [false, true]) {
    it(`sends to the sign-in page and changes nothing${forged ? ' (forged x-middleware-subrequest header)' : ''}`, async () => {
      const product = await createTestProduct(db, { quantity: 7 });
      if (forged) request.headers.set('x-middleware-subrequest', 'proxy:proxy:proxy:proxy:proxy');
      const before = await db.product.count();
      const emailsBefore = await db.outboxEmail.count();
      // The refusal is in the sign-in page's language (no cookie, no Accept-Language: Portuguese, docs/decisions/12-staff-run-directory.md §7).
      expect(await staffAction(async () => ({ ok: true, data: null }))).toEqual({
        ok: false,
        error: 'Não autorizado',
        unauthorized: true,
      });
      for (const [name, posted] of Object.entries(formsFor(product.id))) {
        const action = staffActions[name as keyof typeof staffActions] as (...a: unknown[]) => Promise<unknown>;
        const digest = await action(idle, posted).then(
          () => 'no redirect',
          (error: { digest?: string }) => String(error.digest),
        );
        expect(digest, name).toContain(`;${LOGIN_PATH};`);
      }
      expect(await db.product.count()).toBe(before);
      expect(await db.outboxEmail.count()).toBe(emailsBefore);
      expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
        quantity: 7,
        enabled: true,
        nameEn: product.nameEn,
      });
      expect(await authActions.sessionExpiryAction()).toBeNull();
      expect(await authActions.extendSessionAction()).toBeNull();
      const response = await csvRoute.GET(
        new Request('http://localhost/api/backoffice/orders-csv?from=2026-01-01&to=2026-12-31', {
          headers: request.headers,
        }),
      );
      expect(response.status).toBe(401);
    });
  }
});

/** Fields each action reads, valid enough that only the missing session can stop it. */
function form(): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    id: '1',
    partnerId: '1',
    requestId: '1',
    placeKey: 'vilamoura-office',
    key: 'vilamoura-office',
    date: '2030-01-01',
    locale: 'en',
    enabled: 'on',
    month: '2026-10',
    status: 'contacted',
    command: 'publish',
    slug: 'boat-tours',
    name: 'X',
  }))
    data.set(name, value);
  return data;
}

describe('staff action modules refuse without a session', () => {
  it('every exported action answers Unauthorized or sends to the sign-in page', async () => {
    const actions = Object.entries(newerStaffModules).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'function')
        .map(([name, action]) => [`${module}.${name}`, action as (...args: unknown[]) => Promise<unknown>] as const),
    );
    expect(actions.length).toBeGreaterThanOrEqual(12);
    for (const [name, action] of actions) {
      const outcome = await (action.length >= 2 ? action(null, form()) : action(form())).then(
        (value) => ({ value }),
        (error: unknown) => ({ digest: String((error as { digest?: unknown }).digest ?? error) }),
      );
      if ('value' in outcome) expect(outcome.value, name).toMatchObject({ ok: false, unauthorized: true });
      else expect(outcome.digest, name).toContain(`;${LOGIN_PATH}`);
    }
  });
});
