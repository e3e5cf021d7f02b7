import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { handleEmailApiRequest } from '@/lib/shop/orders/email-api';
import { deliverDueEmails, transportFromEnv } from '@/lib/mail/sender';
import { submitOrder } from '@/lib/shop/orders/place-order';
import { createTestProduct, orderRequest } from '../../fixtures/orders';
import { startSmtpServer } from '../../fixtures/smtp';
import { SESSION_COOKIE, staffSessionToken } from '../../fixtures/staff-session';

const TOKEN = 'test-email-api-token-0123456789';
let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let orderNumber: string;
let customerEmail: string;
beforeAll(async () => {
  process.env.EMAIL_API_TOKEN = TOKEN;
  db = createPrismaClient();
  smtp = await startSmtpServer();
  const product = await createTestProduct(db, { price: '6.50' });
  const request = orderRequest([{ productId: product.id, quantity: 1 }], { locale: 'pt' });
  const result = await submitOrder(db, request);
  if (!result.ok) throw new Error(result.error);
  orderNumber = result.data.orderNumber;
  customerEmail = request.form.email;
});
afterAll(async () => {
  delete process.env.EMAIL_API_TOKEN;
  await smtp.close();
  await db.$disconnect();
});
beforeEach(() => db.outboxEmail.deleteMany());

const body = (overrides: Record<string, unknown> = {}) => ({
  orderNumber,
  customerName: 'Ana Silva',
  customerEmail,
  status: 'confirmed',
  totalAmount: 6.5,
  items: [{ name: 'Flor de Sal', quantity: 1, price: 6.5 }],
  pickupLocation: 'vilamoura-office',
  pickupDate: '2030-01-01',
  pickupTime: '10:00',
  ...overrides,
});

function post(json: unknown, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
  return new Request('http://localhost:3000/api/email/order-confirmation', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
    body: typeof json === 'string' ? json : JSON.stringify(json),
  });
}

describe('e-mail endpoints (docs/spec.md §7, docs/decisions/05-mail-content-pages-inbox.md §3)', () => {
  it('queues the template for the order and answers its id; the message reaches SMTP in the order’s language', async () => {
    const response = await handleEmailApiRequest(db, post(body()), 'order-confirmation');
    expect(response.status).toBe(200);
    const json = await response.json();
    const row = await db.outboxEmail.findUniqueOrThrow({ where: { id: json.id } });
    expect(json).toEqual({ ok: true, id: row.id, template: 'order-confirmation', orderNumber });
    expect([row.template, row.locale, row.to]).toEqual(['order-confirmation', 'pt', customerEmail]);
    await deliverDueEmails(db, { transport: transportFromEnv(smtp.url) });
    expect(smtp.received.map((mail) => mail.header('subject'))).toEqual([
      `A sua encomenda ${orderNumber} está confirmada`,
    ]);
  });

  it('accepts a signed-in staff member (session cookie) and refuses a disabled one', async () => {
    const admin = await db.adminUser.create({
      data: { email: `staff-${Date.now()}@example.com`, passwordHash: 'unused' },
    });
    const cookie = { cookie: `${SESSION_COOKIE}=${await staffSessionToken(admin.id)}` };
    expect((await handleEmailApiRequest(db, post(body(), cookie), 'order-confirmation')).status).toBe(200);
    await db.adminUser.update({ where: { id: admin.id }, data: { disabled: true } });
    expect((await handleEmailApiRequest(db, post(body(), cookie), 'order-confirmation')).status).toBe(401);
  });

  it('refuses anonymous calls and wrong tokens with 401, queueing nothing', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of cases) {
      const response = await handleEmailApiRequest(db, post(body(), headers), 'order-new');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ ok: false, error: 'Unauthorized' });
    }
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it('refuses everyone when EMAIL_API_TOKEN is unset', async () => {
    delete process.env.EMAIL_API_TOKEN;
    try {
      expect((await handleEmailApiRequest(db, post(body(), { authorization: 'Bearer ' }), 'order-new')).status).toBe(
        401,
      );
      expect(
        (await handleEmailApiRequest(db, post(body(), { authorization: 'Bearer undefined' }), 'order-new')).status,
      ).toBe(401);
    } finally {
      process.env.EMAIL_API_TOKEN = TOKEN;
    }
  });

  it('refuses a browser request from another origin with 403', async () => {
    const response = await handleEmailApiRequest(
      db,
      post(body(), { authorization: `Bearer ${TOKEN}`, origin: 'https://evil.example' }),
      'order-new',
    );
    expect(response.status).toBe(403);
    const same = await handleEmailApiRequest(
      db,
      post(body(), { authorization: `Bearer ${TOKEN}`, origin: 'http://localhost:3000' }),
      'order-new',
    );
    expect(same.status).toBe(200);
  });

  it('answers a bad body with 400 and the field errors', async () => {
    const response = await handleEmailApiRequest(
      db,
      post(
        body({
          customerEmail: 'nope',
          items: [{ name: '', quantity: 0, price: 1 }],
          pickupTime: '25:00',
          status: 'lost',
        }),
      ),
      'order-new',
    );
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.fieldErrors).toEqual({
      customerEmail: 'email',
      status: 'option',
      'items.0.name': 'required',
      'items.0.quantity': 'number',
      pickupTime: 'time',
    });
    expect((await handleEmailApiRequest(db, post('{not json'), 'order-new')).status).toBe(400);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it('answers an unknown order number with 404', async () => {
    const response = await handleEmailApiRequest(db, post(body({ orderNumber: 'CDUNKNOWN12345' })), 'order-shipped');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, error: 'Order not found' });
    expect(await db.outboxEmail.count()).toBe(0);
  });
});
