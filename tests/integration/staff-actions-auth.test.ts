import { describe, expect, it, vi } from 'vitest';

// Issue 11 §1 for the staff action modules added after lib/backoffice/actions.ts (directory, partners, pickup
// settings, language, partner reports): every exported action refuses without a staff session, before its work
// (asAdmin checks the session first).
// backoffice-auth.test.ts covers lib/backoffice/actions.ts the same way.
const request = { cookies: new Map<string, string>(), headers: new Headers() };
vi.mock('server-only', () => ({}));
vi.mock('@/auth', () => {
  const unreachable = () => Promise.reject(new Error('Auth.js must not be reached without a session'));
  return { AuthError: class extends Error {}, CredentialsSignin: class extends Error {}, auth: unreachable, signIn: unreachable, signOut: unreachable, unstable_update: unreachable, handlers: {} };
});
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
  headers: async () => request.headers,
}));

const { LOGIN_PATH } = await import('@/lib/auth/config');
const modules = {
  directory: await import('@/lib/backoffice/directory-actions'),
  partners: await import('@/lib/backoffice/partner-actions'),
  pickupSettings: await import('@/lib/backoffice/pickup-settings-actions'),
  language: await import('@/lib/backoffice/language-actions'),
  reports: await import('@/lib/insights/report-actions'),
};

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
    const actions = Object.entries(modules).flatMap(([module, exports]) =>
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
