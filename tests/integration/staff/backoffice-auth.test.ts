import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The staff checks read the request through next/headers: each test sets the cookies and headers it sends.
const request = { cookies: new Map<string, string>(), headers: new Headers() };
vi.mock('server-only', () => ({}));
// Auth.js's own entry cannot load outside Next; staff checks must refuse before ever reaching it.
vi.mock('@/auth', () => {
  const unreachable = () => Promise.reject(new Error('Auth.js must not be reached without a session'));
  return { AuthError: class extends Error {}, CredentialsSignin: class extends Error {}, auth: unreachable, signIn: unreachable, signOut: unreachable, unstable_update: unreachable, handlers: {} };
});
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
  headers: async () => request.headers,
}));

const { createPrismaClient } = await import('@/lib/db');
const { upsertAdmin } = await import('@/lib/auth/admin-accounts');
const { checkAdminSignIn } = await import('@/lib/auth/credentials');
const { requireAdmin, UnauthorizedError } = await import('@/lib/auth/require-admin');
const staffActions = await import('@/lib/backoffice/actions');
const authActions = await import('@/lib/auth/actions');
const csvRoute = await import('@/app/api/backoffice/orders-csv/route');
const { LOGIN_PATH } = await import('@/lib/auth/config');
// The staff action modules added after lib/backoffice/actions.ts (directory, partners, pickup settings, language,
// partner reports): the last describe checks that each exported action refuses without a session before its work.
const newerStaffModules = {
  directory: await import('@/lib/backoffice/directory-actions'),
  partners: await import('@/lib/backoffice/partner-actions'),
  pickupSettings: await import('@/lib/backoffice/pickup-settings-actions'),
  language: await import('@/lib/backoffice/language-actions'),
  reports: await import('@/lib/insights/report-actions'),
};
const { createTestProduct } = await import('../../fixtures/orders');
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
  admin = await upsertAdmin(db, uniqueEmail(), 'correct horse battery');
});
beforeEach(() => {
  request.cookies.clear();
  request.headers = new Headers();
});

describe('staff sign-in (docs/decisions/04-backoffice.md §1)', () => {
  it('accepts the right password with the e-mail in any case, and sets lastLogin', async () => {
    const result = await checkAdminSignIn(db, { email: admin.email.toUpperCase(), password: 'correct horse battery', addressKey: address() });
    expect(result).toEqual({ ok: true, adminId: admin.id, email: admin.email, sessionId: expect.any(String) });
    const row = await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } });
    expect(row.lastLogin?.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    expect(await checkAdminSignIn(db, { email: admin.email, password: 'wrong password!', addressKey: address() })).toEqual({ ok: false, reason: 'invalid' });
    expect(await checkAdminSignIn(db, { email: 'nobody@example.com', password: 'wrong password!', addressKey: address() })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a disabled account at sign-in and on its next request with a still-valid session', async () => {
    const disabled = await upsertAdmin(db, uniqueEmail(), 'correct horse battery');
    request.cookies.set(COOKIE, await sessionToken(disabled.id));
    expect((await requireAdmin()).id).toBe(disabled.id);
    await db.adminUser.update({ where: { id: disabled.id }, data: { disabled: true } });
    await expect(requireAdmin()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(await checkAdminSignIn(db, { email: disabled.email, password: 'correct horse battery', addressKey: address() })).toEqual({ ok: false, reason: 'invalid' });
  });
});

// The seed's own account (created once, never changed) is tested in tests/integration/platform/seed.test.ts.
describe('staff accounts from admin:create', () => {
  it('creates an account, or resets its password', async () => {
    const before = await db.adminUser.count();
    const email = uniqueEmail();
    await upsertAdmin(db, email, 'first password 1');
    await upsertAdmin(db, email, 'second password 2');
    expect(await db.adminUser.count()).toBe(before + 1);
    expect((await checkAdminSignIn(db, { email, password: 'second password 2', addressKey: address() })).ok).toBe(true);
    await expect(upsertAdmin(db, email, 'short')).rejects.toThrow('at least 12 characters');
  });
});

describe('requireAdmin (docs/decisions/04-backoffice.md §2)', () => {
  it('accepts a valid session of an enabled admin', async () => {
    request.cookies.set(COOKIE, await sessionToken(admin.id));
    expect(await requireAdmin()).toMatchObject({ id: admin.id, email: admin.email });
  });

  const refusals: [string, () => Promise<void>][] = [
    ['no session', async () => {}],
    ['a forged x-middleware-subrequest header', async () => {
      request.headers.set('x-middleware-subrequest', 'middleware:middleware:middleware:middleware:middleware');
      request.headers.set('x-middleware-subrequest', 'proxy:proxy:proxy:proxy:proxy');
    }],
    ['a token signed with another secret', async () => void request.cookies.set(COOKIE, await sessionToken(admin.id, undefined, 'another-secret-another-secret-0000'))],
    ['an expired token', async () => void request.cookies.set(COOKIE, await sessionToken(admin.id, Date.now() - 1000))],
    ['garbage in the cookie', async () => void request.cookies.set(COOKIE, 'not-a-token')],
    ['an unknown admin id', async () => void request.cookies.set(COOKIE, await sessionToken(99_999_999))],
  ];
  it.each(refusals)('refuses %s', async (_name, arrange) => {
    await arrange();
    await expect(requireAdmin()).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe('every staff action and route refuses without a session', () => {
  const argumentsFor: Record<string, unknown[]> = {
    createProductAction: [{ nameEn: 'X', nameFr: 'X', namePt: 'X', price: '1.00', quantity: 1, position: '', enabled: true, images: [] }],
    updateProductAction: [1, 1, { nameEn: 'X', nameFr: 'X', namePt: 'X', price: '1.00', quantity: 1, position: '', enabled: true, images: [] }],
    deleteProductAction: [1],
    setProductEnabledAction: [{ id: 1, enabled: false }],
    adjustStockAction: [{ productId: 1, delta: -1 }],
    changeOrderStatusAction: [{ orderId: 1, status: 'confirmed' }],
    setReviewHiddenAction: [{ id: 1, hidden: true }],
    setInboxStatusAction: [{ kind: 'contact', id: 1, status: 'handled' }],
    retryEmailAction: [{ id: 1 }],
    resendOrderEmailAction: [{ orderId: 1, template: 'order-new' }],
  };

  it('covers every exported staff action', () => {
    expect(Object.keys(staffActions).sort()).toEqual(Object.keys(argumentsFor).sort());
  });

  for (const forged of [false, true]) {
    it(`answers Unauthorized and changes nothing${forged ? ' (forged x-middleware-subrequest header)' : ''}`, async () => {
      const product = await createTestProduct(db, { quantity: 7 });
      for (const args of Object.values(argumentsFor)) if (typeof args[0] === 'number') args[0] = product.id;
      argumentsFor.setProductEnabledAction = [{ id: product.id, enabled: false }];
      argumentsFor.adjustStockAction = [{ productId: product.id, delta: -1 }];
      if (forged) request.headers.set('x-middleware-subrequest', 'proxy:proxy:proxy:proxy:proxy');
      const before = await db.product.count();
      const emailsBefore = await db.outboxEmail.count();
      for (const [name, args] of Object.entries(argumentsFor)) {
        const action = staffActions[name as keyof typeof staffActions] as (...a: unknown[]) => Promise<unknown>;
        // The message is in the sign-in page's language (no cookie, no Accept-Language: Portuguese, docs/decisions/12-staff-run-directory.md §7).
        expect(await action(...args), name).toEqual({ ok: false, error: 'Não autorizado', unauthorized: true });
      }
      expect(await db.product.count()).toBe(before);
      expect(await db.outboxEmail.count()).toBe(emailsBefore);
      expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ quantity: 7, enabled: true, nameEn: product.nameEn });
      expect(await authActions.sessionExpiryAction()).toBeNull();
      expect(await authActions.extendSessionAction()).toBeNull();
      const response = await csvRoute.GET(new Request('http://localhost/api/backoffice/orders-csv?from=2026-01-01&to=2026-12-31', { headers: request.headers }));
      expect(response.status).toBe(401);
    });
  }
});

/** Fields each action reads, valid enough that only the missing session can stop it. */
function form(): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    id: '1', partnerId: '1', requestId: '1', placeKey: 'vilamoura-office', key: 'vilamoura-office', date: '2030-01-01',
    locale: 'en', enabled: 'on', month: '2026-10', status: 'contacted', command: 'publish', slug: 'boat-tours', name: 'X',
  })) data.set(name, value);
  return data;
}

describe('staff action modules refuse without a session', () => {
  it('every exported action answers Unauthorized or sends to the sign-in page', async () => {
    const actions = Object.entries(newerStaffModules).flatMap(([module, exports]) =>
      Object.entries(exports).filter(([, value]) => typeof value === 'function').map(([name, action]) => [`${module}.${name}`, action as (...args: unknown[]) => Promise<unknown>] as const),
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
