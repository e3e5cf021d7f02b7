// docs/membership.md "A card guests can always get": a guest types the booking's e-mail address and gets every
// current card again; the answer is the same, and comes before any lookup, whether or not a card exists; limits per
// client address and per recipient. Requests come through the real action, each from an address of its own (the
// connection header the request guard sets); `after` callbacks are held until the test runs them.
import { randomUUID } from 'node:crypto';
import { addDays, format } from 'date-fns';
import { afterAll, expect, it } from 'vitest';
import { CONNECTION_ADDRESS_HEADER } from '@/lib/ops/connection-address.mjs';

const { request, runAfterResponse, dropAfterResponse, afterResponseCount } =
  await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { requestCardAgainAction } = await import('@/lib/membership/cards/card-again-action');
const { lisbonToday } = await import('@/lib/time');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

const day = (offset: number) =>
  new Date(`${format(addDays(new Date(`${lisbonToday()}T12:00:00Z`), offset), 'yyyy-MM-dd')}T00:00:00Z`);

async function ask(email: string, from: string) {
  request.headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: from });
  const form = new FormData();
  for (const [name, value] of Object.entries({ email, locale: 'pt', website: '' })) form.set(name, value);
  return requestCardAgainAction({ status: 'idle' }, form);
}

const sent = (email: string) => db.outboxEmail.findMany({ where: { to: email, template: 'member-card' } });

it('e-mails every current card of the address again, and no expired or revoked one', async () => {
  const email = `again-${randomUUID().slice(0, 8)}@example.com`;
  const stay = (guestName: string, arrival: number, departure: number, extra = {}) =>
    db.memberCard.create({
      data: {
        guestName,
        email,
        locale: 'fr',
        arrival: day(arrival),
        departure: day(departure),
        partySize: 2,
        ...extra,
      },
    });
  const now = await stay('Current stay', -2, 3);
  const later = await stay('Next stay', 30, 37);
  await stay('Ended yesterday', -8, -1);
  await stay('Revoked', -1, 4, { revokedAt: new Date() });

  const answer = await ask(email.toUpperCase(), '198.51.100.10');
  expect(answer).toEqual({
    status: 'done',
    message:
      'Se houver um cartão em vigor reservado com este endereço, segue para lá. Não chegou em alguns minutos? Veja a pasta de spam ou pergunte na receção.',
  });
  // The answer comes first: nothing is looked up or queued before the response.
  expect(await sent(email)).toHaveLength(0);
  await runAfterResponse();
  const emails = await sent(email);
  expect(emails).toHaveLength(2);
  const bodies = emails.map((row) => JSON.stringify(row));
  for (const card of [now, later])
    expect(bodies.some((body) => body.includes(card.id) || body.includes(card.guestName))).toBe(true);
});

it('answers an address without a card exactly as one with cards, and sends nothing', async () => {
  const withCard = `has-${randomUUID().slice(0, 8)}@example.com`;
  await db.memberCard.create({
    data: { guestName: 'Has one', email: withCard, locale: 'en', arrival: day(0), departure: day(2), partySize: 1 },
  });
  const nobody = `nobody-${randomUUID().slice(0, 8)}@example.com`;
  expect(await ask(nobody, '198.51.100.20')).toEqual(await ask(withCard, '198.51.100.21'));
  await runAfterResponse();
  expect(await sent(nobody)).toHaveLength(0);
  expect(await sent(withCard)).toHaveLength(1);
});

it('answers one address at most 3 times an hour, whichever client addresses ask, and a client 5 times in 15 minutes', async () => {
  const email = `limit-${randomUUID().slice(0, 8)}@example.com`;
  const answers = [];
  for (let i = 1; i <= 4; i += 1) answers.push(await ask(email, `203.0.113.${i}`));
  expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual(['done', 'done', 'done']);
  expect(answers[3]).toMatchObject({
    status: 'refused',
    error: 'Demasiados pedidos. Aguarde um pouco e tente de novo.',
  });

  const client = '192.0.2.77';
  const fromOne = [];
  for (let i = 1; i <= 6; i += 1)
    fromOne.push((await ask(`guest-${i}-${randomUUID().slice(0, 6)}@example.com`, client)).status);
  expect(fromOne).toEqual(['done', 'done', 'done', 'done', 'done', 'refused']);
  dropAfterResponse();
});

it('refuses a malformed address with a message for that field and sends nothing', async () => {
  const answer = await ask('not-an-address', '198.51.100.99');
  expect(answer).toMatchObject({ status: 'refused', fieldErrors: { email: expect.any(String) } });
  expect(afterResponseCount()).toBe(0);
});
