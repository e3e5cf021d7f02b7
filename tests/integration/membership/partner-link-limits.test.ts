// docs/membership.md "Partner accounts": sign-in links are limited per client address and per recipient, so that
// requests from many addresses cannot fill one partner's mailbox; and the answer goes out before the link is made, so
// how long it takes tells no one whether the address has an account (checked by what exists once the action has
// answered, not by timing, which a busy machine blurs). Requests come through the real action, each from an address
// of its own (the connection header the request guard sets).
import { afterAll, expect, it, vi } from 'vitest';
import { CONNECTION_ADDRESS_HEADER } from '@/lib/ops/connection-address.mjs';

// The link is made after the answer (`after`): run here once the action has answered.

const { request, runAfterResponse, afterResponseCount } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { requestPartnerLinkAction } = await import('@/lib/membership/partners/partner-actions');
const { createTestPartner } = await import('../../fixtures/partners');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

/**
 * One link request from the client address `from`: the form state, or null when it went on to the "sent" page.
 * `answered` runs once the action has answered, before what it left for after its response.
 */
async function ask(email: string, from: string, answered?: () => Promise<void>) {
  request.headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: from });
  const form = new FormData();
  for (const [name, value] of Object.entries({ email, locale: 'pt', website: '' })) form.set(name, value);
  try {
    return await requestPartnerLinkAction({ status: 'idle' }, form);
  } catch (error) {
    if ((error as { digest?: string }).digest?.startsWith('NEXT_REDIRECT')) return null;
    throw error;
  } finally {
    await answered?.();
    await runAfterResponse();
  }
}

it('sends one partner user at most 3 links in 15 minutes, whichever addresses ask', async () => {
  const partner = await createTestPartner(db, 'link-limits');
  const email = `${partner.slug}@example.com`;
  await db.partnerUser.create({ data: { partnerId: partner.id, email } });

  const answers = [];
  for (let i = 1; i <= 5; i += 1) answers.push(await ask(email, `198.51.100.${i}`));
  expect(answers.slice(0, 3)).toEqual([null, null, null]);
  for (const refused of answers.slice(3))
    expect(refused).toMatchObject({ status: 'refused', error: 'Demasiados pedidos. Aguarde alguns minutos.' });
  expect(await db.outboxEmail.count({ where: { to: email, template: 'partner-sign-in' } })).toBe(3);

  // An address nobody uses counts the same: the answer tells no one which addresses have accounts.
  const unknown = `nobody-${partner.slug}@example.com`;
  for (let i = 1; i <= 3; i += 1) expect(await ask(unknown, `203.0.113.${i}`)).toBeNull();
  expect(await ask(unknown, '203.0.113.4')).toMatchObject({ status: 'refused' });
});

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
    const answer = await ask(email, from, async () => {
      // Answered: nothing of a link exists yet, whoever asked; the same single task waits for after the response.
      expect(await traces(email), email).toEqual({ tokens: 0, emails: 0 });
      expect(afterResponseCount(), email).toBe(1);
    });
    expect(answer, email).toBeNull();
  }
  expect(await traces(known)).toEqual({ tokens: 1, emails: 1 });
  expect(await traces(unknown)).toEqual({ tokens: 0, emails: 0 });
  expect(logged).not.toHaveBeenCalled();
});
