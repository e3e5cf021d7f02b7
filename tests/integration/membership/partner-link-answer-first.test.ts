// docs/membership.md "Partner accounts": the answer to a sign-in link request goes out before the link is made, so
// how long it takes tells no one whether the address has an account. Checked by what exists when the action has
// answered (no token, no e-mail, for a partner user as for anyone), not by timing, which a busy machine blurs.
import { afterAll, expect, it, vi } from 'vitest';
import { CONNECTION_ADDRESS_HEADER } from '@/lib/ops/connection-address.mjs';

const request = { headers: new Headers() };
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {} }),
}));
// What the action leaves for after its answer (Next.js runs it once the response has gone).
const afterTasks: (() => unknown)[] = [];
vi.mock(import('next/server'), async (original) => ({
  ...(await original()),
  after: (task: unknown) => void afterTasks.push(task as () => unknown),
}));

const { createPrismaClient } = await import('@/lib/db');
const { requestPartnerLinkAction } = await import('@/lib/membership/partner-actions');
const { createTestPartner } = await import('../../fixtures/partners');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

/** Asks for a link for `email` and returns where the action sent the browser (it redirects once it has answered). */
async function ask(email: string, from: string) {
  request.headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: from });
  const form = new FormData();
  for (const [name, value] of Object.entries({ email, locale: 'pt', website: '' })) form.set(name, value);
  const answer = await requestPartnerLinkAction({ status: 'idle' }, form).catch((error: { digest?: string }) => error);
  return (answer as { digest?: string }).digest?.split(';')[2];
}

/** The rows a link for `email` leaves: its tokens and its e-mails. */
const traces = async (email: string) => ({
  tokens: await db.partnerSignInToken.count({ where: { identifier: email } }),
  emails: await db.outboxEmail.count({ where: { to: email } }),
});

it('answers a partner user and an unknown address alike, before any link is made; the link comes after', async () => {
  const partner = await createTestPartner(db, 'answer-first');
  const known = `${partner.slug}@example.com`;
  const unknown = `nobody-${partner.slug}@example.com`;
  await db.partnerUser.create({ data: { partnerId: partner.id, email: known } });
  // A link that could not be made is only logged (the answer has gone): none may be.
  const logged = vi.spyOn(console, 'error');

  for (const [email, from] of [
    [known, '198.51.100.21'],
    [unknown, '198.51.100.22'],
  ]) {
    expect(await ask(email, from), email).toBe('/pt/partner/login/sent');
    // Answered: nothing of a link exists yet, whoever asked; the same single task waits for after the response.
    expect(await traces(email), email).toEqual({ tokens: 0, emails: 0 });
    expect(afterTasks, email).toHaveLength(1);
    for (const task of afterTasks.splice(0)) await task();
  }
  expect(await traces(known)).toEqual({ tokens: 1, emails: 1 });
  expect(await traces(unknown)).toEqual({ tokens: 0, emails: 0 });
  expect(logged).not.toHaveBeenCalled();
});
