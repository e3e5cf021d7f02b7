import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { renderStoredEmail } from '@/lib/mail/render';
import { queueTeamNotification } from '@/lib/mail/queue';
import { emailKey, ORDER_EMAILS_PER_RECIPIENT } from '@/lib/shop/orders/order-limits';
import { submitOrder } from '@/lib/shop/orders/place-order';
import { checkoutForm, createTestProduct, orderRequest } from '../../fixtures/orders';

// docs/decisions/11-staff-security.md §6: limits on placing orders, kept in PostgreSQL; a refused order stores nothing and says why.

let db: Db;
let productId: number;
beforeAll(async () => {
  db = createPrismaClient();
  productId = (await createTestProduct(db, { quantity: 1000 })).id;
});
afterAll(() => db.$disconnect());

const address = () => `order-limits-${randomUUID()}`;
const email = () => `guest-${randomUUID().slice(0, 8)}@example.com`;
const order = (customerEmail: string, locale = 'en') =>
  orderRequest([{ productId, quantity: 1 }], { locale, form: checkoutForm({ email: customerEmail }) });
const stored = async () => ({ orders: await db.order.count(), emails: await db.outboxEmail.count() });

describe('placing orders from one address', () => {
  it('allows 5 a minute, then refuses with a translated message and stores nothing', async () => {
    const client = address();
    for (let index = 0; index < 5; index += 1) expect((await submitOrder(db, order(email()), client)).ok).toBe(true);
    const before = await stored();
    expect(await submitOrder(db, order(email(), 'fr'), client)).toEqual({
      ok: false,
      error: expect.stringMatching(/^Votre commande n'a pas été passée\u00a0: trop de commandes/),
    });
    expect(await stored()).toEqual(before);
    expect((await submitOrder(db, order(email()), address())).ok).toBe(true);
  });

  it('allows 20 an hour', async () => {
    const client = address();
    // 20 orders spread over the last hour: the per-minute window holds none of them.
    const earlier = new Date(Date.now() - 10 * 60_000);
    await db.rateLimitEvent.createMany({
      data: Array.from({ length: 20 }, () => ({ bucket: 'order-address-hour', key: client, createdAt: earlier })),
    });
    const refused = await submitOrder(db, order(email()), client);
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringContaining('too many orders came from your connection'),
    });
  });

  it('a resubmitted order (same idempotency key) is not counted again', async () => {
    const client = address();
    const request = order(email());
    for (let index = 0; index < 8; index += 1) expect((await submitOrder(db, request, client)).ok).toBe(true);
    expect(await db.rateLimitEvent.count({ where: { key: client } })).toBe(2); // one per window
  });
});

describe('per customer e-mail address', () => {
  it('allows 3 pending orders, in any letter case; a confirmed one frees a place', async () => {
    const customer = email();
    for (let index = 0; index < 3; index += 1)
      expect((await submitOrder(db, order(customer), address())).ok).toBe(true);
    const before = await stored();
    const refused = await submitOrder(db, order(customer.toUpperCase(), 'pt'), address());
    expect(refused).toEqual({
      ok: false,
      error: expect.stringContaining('já tem 3 encomendas a aguardar confirmação'),
    });
    expect(await stored()).toEqual(before);

    const first = await db.order.findFirstOrThrow({ where: { customerEmail: customer } });
    await db.order.update({ where: { id: first.id }, data: { status: 'confirmed' } });
    expect((await submitOrder(db, order(customer), address())).ok).toBe(true);
  });

  it('concurrent orders for one e-mail address cannot pass the pending limit together', async () => {
    const customer = email();
    const results = await Promise.all(Array.from({ length: 6 }, () => submitOrder(db, order(customer), address())));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(await db.order.count({ where: { customerEmail: customer } })).toBe(3);
  });

  it('caps the order e-mails to one recipient in an hour', async () => {
    const customer = email();
    const sent = Array.from({ length: ORDER_EMAILS_PER_RECIPIENT.limit }, () => ({
      bucket: ORDER_EMAILS_PER_RECIPIENT.bucket,
      key: emailKey(customer),
    }));
    await db.rateLimitEvent.createMany({ data: sent });
    const before = await stored();
    expect(await submitOrder(db, order(customer), address())).toEqual({
      ok: false,
      error: expect.stringContaining('we have sent many order e-mails to this address in the last hour'),
    });
    expect(await stored()).toEqual(before);
  });

  it('without a client address (scripts, other tests) no public limit applies', async () => {
    const customer = email();
    for (let index = 0; index < 5; index += 1) expect((await submitOrder(db, order(customer))).ok).toBe(true);
  });
});

describe('guest-typed text in e-mails carries no live link or markup', () => {
  const hostile =
    'Ana https://evil.example/win www.evil.example boss@evil.example <a href="https://evil.example">click</a>';
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

  function expectInert({ html, text }: { html: string; text: string }) {
    for (const body of [html, text]) {
      expect(body).not.toMatch(/evil\.example|https:\/\/evil|boss@evil|www\.evil/);
      expect(body).not.toContain('<a href="https://evil');
    }
    expect(hrefs(html).some((href) => href.includes('evil'))).toBe(false);
    expect(html).toContain('&lt;a href=');
    expect(text).toContain('Ana https:');
  }

  it('in the order e-mails to the guest and to the team', async () => {
    const request = {
      ...order(email()),
      form: checkoutForm({
        firstName: 'Ana https://evil.example/win www.evil.example',
        lastName: 'boss@evil.example <a href="https://evil.example">click</a>',
      }),
    };
    const placed = await submitOrder(db, request);
    if (!placed.ok) throw new Error(placed.error);
    const rows = await db.outboxEmail.findMany({ where: { order: { orderNumber: placed.data.orderNumber } } });
    expect(rows.map((row) => row.template).sort()).toEqual(['order-admin-notification', 'order-new']);
    for (const row of rows) expectInert(await renderStoredEmail(row));
  });

  it('in the team notifications of the forms', async () => {
    const id = await db.$transaction((tx) =>
      queueTeamNotification(tx, 'contact-notification', {
        replyTo: 'ana@example.com',
        data: {
          fields: [
            ['name', hostile],
            ['subject', 'see evil.example'],
          ],
          message: hostile,
          subjectDetail: 'www.evil.example',
        },
      }),
    );
    const row = await db.outboxEmail.findUniqueOrThrow({ where: { id } });
    expectInert({ html: row.html!, text: row.text! });
  });
});
