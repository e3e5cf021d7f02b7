import { beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { queueOrderEmail, queueOrderStatusEmails } from '@/lib/shop/orders/order-emails';
import { deliverDueEmails, MAX_ATTEMPTS, transportFromEnv, type MailTransport } from '@/lib/mail/sender';
import { orderEmailTemplates } from '@/lib/mail/templates';
import { getOutboxEmail, listOutboxEmails, retryOutboxEmail } from '@/lib/mail/outbox';
import { resendableTemplates, resendOrderEmail } from '@/lib/shop/orders/order-emails';
import { teamAddress } from '@/lib/mail/config';
import { formatEuros } from '@/lib/i18n/format';
import { submitOrder } from '@/lib/shop/orders/place-order';
import { createTestProduct, orderRequest, orderRowFields } from '../../fixtures/orders';
import { mailTestBed, type SmtpTestServer } from '../../fixtures/smtp';
import { startRelay } from '../../fixtures/tcp-relay';
import { claimDueEmails, OUTBOX_LEASE_MS, outboxMessageId } from '@/lib/mail/claim';
import { mailFrom } from '@/lib/mail/config';

const bed = mailTestBed();
let db: Db;
let smtp: SmtpTestServer;
let transport: MailTransport;
beforeAll(() => {
  ({ db, smtp } = bed);
  transport = transportFromEnv(smtp.url);
});

async function placeOrder(locale: 'en' | 'fr' | 'pt', email?: string) {
  const product = await createTestProduct(db, { price: '6.50', quantity: 10 });
  const request = orderRequest([{ productId: product.id, quantity: 2 }], { locale });
  const result = await submitOrder(db, email ? { ...request, form: { ...request.form, email } } : request);
  if (!result.ok) throw new Error(result.error);
  const order = await db.order.findUniqueOrThrow({ where: { orderNumber: result.data.orderNumber } });
  return { order, product };
}

const subjects = () => smtp.received.map((mail) => mail.header('subject')).sort();

describe('order e-mails through the outbox (docs/decisions/05-mail-content-pages-inbox.md §2, docs/spec.md §4)', () => {
  it('an order queues order-new in the order’s language and the admin notification in the team’s (Portuguese)', async () => {
    const { order, product } = await placeOrder('fr');
    expect((await listOutboxEmails(db)).map((row) => [row.template, row.status]).sort()).toEqual([
      ['order-admin-notification', 'pending'],
      ['order-new', 'pending'],
    ]);
    expect(await deliverDueEmails(db, { transport })).toBe(2);
    expect(subjects()).toEqual([
      `Encomenda ${order.orderNumber}: nova encomenda`,
      `Nous avons bien reçu votre commande ${order.orderNumber}`,
    ]);
    const guest = smtp.received.find((mail) => mail.to.includes(order.customerEmail))!;
    const team = smtp.received.find((mail) => mail.to.includes(teamAddress()))!;
    expect(guest.header('content-language')).toBe('fr');
    expect(team.header('reply-to')).toBe(order.customerEmail);
    expect(team.header('content-language')).toBe('pt');
    const row = (await listOutboxEmails(db)).find((email) => email.template === 'order-new')!;
    const preview = await getOutboxEmail(db, row.id);
    // Items, quantities, prices, total and pickup, in French formatting and the product's French name.
    expect(preview?.text).toContain(product.nameFr);
    expect(preview?.text).toContain(formatEuros('6.50', 'fr'));
    expect(preview?.text).toContain(formatEuros('13.00', 'fr'));
    expect(formatEuros('13.00', 'fr')).toMatch(/^13,00\s€$/);
    expect(preview?.text).toContain('Lieu de retrait');
    expect(preview?.html).toContain('lang="fr"');
    expect((await listOutboxEmails(db)).every((email) => email.status === 'sent' && email.attempts === 1)).toBe(true);
  });

  it('a new order’s e-mails are stored with it unrendered; a preview renders them, the sender stores what it sent', async () => {
    const { order } = await placeOrder('pt');
    const rows = await db.outboxEmail.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.template, row.html, row.text])).toEqual([
      ['order-new', null, null],
      ['order-admin-notification', null, null],
    ]);
    expect(rows[0].subject).toBe(`Recebemos a sua encomenda ${order.orderNumber}`);
    const queued = await getOutboxEmail(db, rows[0].id);
    expect(queued?.html).toContain('lang="pt"');
    expect(queued?.text).toContain(order.orderNumber);
    expect(await db.outboxEmail.count({ where: { orderId: order.id, html: null } })).toBe(2);
    expect(await deliverDueEmails(db, { transport })).toBe(2);
    const sent = await db.outboxEmail.findUniqueOrThrow({ where: { id: rows[0].id } });
    expect(sent.text).toBe(queued?.text);
    expect(smtp.received.find((mail) => mail.to.includes(order.customerEmail))?.raw).toContain(order.orderNumber);
  });

  it('an order whose e-mails cannot be stored is not stored either', async () => {
    const product = await createTestProduct(db);
    // A real database refusal of the e-mail rows, written in the same statement batch as the order.
    await db.$executeRawUnsafe(`CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."to" = 'refused@example.com' THEN RAISE EXCEPTION 'outbox refused'; END IF; RETURN NEW; END $$`);
    await db.$executeRawUnsafe(
      'CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox_emails FOR EACH ROW EXECUTE FUNCTION refuse_outbox()',
    );
    try {
      const before = await db.order.count();
      const request = orderRequest([{ productId: product.id, quantity: 1 }]);
      const result = await submitOrder(db, { ...request, form: { ...request.form, email: 'refused@example.com' } });
      expect(result).toEqual({ ok: false, error: 'Something went wrong while placing your order. Please try again.' });
      expect(await db.order.count()).toBe(before);
      expect(await db.orderItem.count({ where: { productId: product.id } })).toBe(0);
      expect(await db.outboxEmail.count()).toBe(0);
    } finally {
      await db.$executeRawUnsafe('DROP TRIGGER refuse_outbox ON outbox_emails');
      await db.$executeRawUnsafe('DROP FUNCTION refuse_outbox()');
    }
  });

  it('confirming and shipping deliver theirs; pending and cancelled send nothing', async () => {
    const { order } = await placeOrder('pt');
    await deliverDueEmails(db, { transport });
    smtp.received.length = 0;
    for (const status of ['confirmed', 'shipped', 'cancelled', 'pending'] as const) {
      await db.$transaction(async (tx) => {
        await tx.order.update({ where: { id: order.id }, data: { status } });
        await queueOrderStatusEmails(tx, order.id, status);
      });
    }
    expect(await deliverDueEmails(db, { transport })).toBe(4);
    expect(subjects()).toEqual([
      `A sua encomenda ${order.orderNumber} está confirmada`,
      `A sua encomenda ${order.orderNumber} está pronta para levantamento`,
      `Encomenda ${order.orderNumber}: confirmada`,
      // shipped reads "ready for pickup" (docs/decisions/13-pickup-order-journey.md §4)
      `Encomenda ${order.orderNumber}: pronta para levantamento`,
    ]);
  });

  it('with SMTP down the order still succeeds; once SMTP is back every message arrives exactly once', async () => {
    await smtp.close();
    try {
      const { order } = await placeOrder('en', 'outage@example.com');
      expect(order.status).toBe('pending');
      expect(await deliverDueEmails(db, { transport })).toBe(2);
      const failed = await listOutboxEmails(db);
      expect(failed.map((row) => [row.status, row.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(failed.every((row) => row.lastError && row.nextAttemptAt > new Date())).toBe(true);
      // Backoff: nothing is due right away.
      expect(await deliverDueEmails(db, { transport })).toBe(0);
    } finally {
      await smtp.listen();
    }
    await db.outboxEmail.updateMany({ data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    expect(await deliverDueEmails(db, { transport })).toBe(2);
    expect(await deliverDueEmails(db, { transport })).toBe(0);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(['outage@example.com', teamAddress()].sort());
    expect((await listOutboxEmails(db)).map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
  });

  it('a rolled-back order sends nothing', async () => {
    const product = await createTestProduct(db);
    await expect(
      db.$transaction(async (tx) => {
        const order = await tx.order.create({
          data: {
            orderNumber: `CDROLLBACK${Date.now()}`,
            ...orderRowFields({ customerName: 'Rolled Back', customerEmail: 'rollback@example.com' }),
            idempotencyKey: crypto.randomUUID(),
            items: {
              create: [
                {
                  productId: product.id,
                  productName: product.nameEn,
                  productPrice: '10.00',
                  quantity: 1,
                  subtotal: '10.00',
                },
              ],
            },
          },
        });
        await queueOrderEmail(tx, order.id, 'order-new');
        await queueOrderEmail(tx, order.id, 'order-admin-notification');
        expect(await tx.outboxEmail.count()).toBe(2);
        throw new Error('payment step failed');
      }),
    ).rejects.toThrow('payment step failed');
    expect(await db.outboxEmail.count()).toBe(0);
    expect(await deliverDueEmails(db, { transport })).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('two senders at once, each claiming batches over a pool of SMTP connections, deliver each row exactly once', async () => {
    for (let index = 0; index < 6; index++) await placeOrder('en', `guest${index}@example.com`);
    const other = createPrismaClient();
    const pools = [transportFromEnv(smtp.url, { pool: true }), transportFromEnv(smtp.url, { pool: true })];
    try {
      const [a, b] = await Promise.all([
        deliverDueEmails(db, { transport: pools[0], batchSize: 4 }),
        deliverDueEmails(other, { transport: pools[1], batchSize: 4 }),
      ]);
      expect(a + b).toBe(12);
    } finally {
      for (const pool of pools) if (pool.kind === 'smtp') pool.transporter.close();
      await other.$disconnect();
    }
    const ids = smtp.received.map((mail) => mail.header('x-outbox-id'));
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('a sender told to stop finishes the batch it is sending and leaves the rest pending (docs/decisions/14-several-servers.md §3)', async () => {
    for (let index = 0; index < 3; index++) await placeOrder('en', `stop${index}@example.com`);
    let asked = 0;
    const handled = await deliverDueEmails(db, { transport, batchSize: 4, shouldStop: () => asked++ > 0 });
    expect(handled).toBe(4);
    expect(smtp.received).toHaveLength(4);
    expect(await db.outboxEmail.count({ where: { status: 'pending' } })).toBe(2);
  });

  it('SMTP transports get short timeouts, a server process a pool of 4 connections; SMTP_URL options win', () => {
    const options = (url: string, pool: boolean) => {
      const made = transportFromEnv(url, { pool });
      return made.kind === 'smtp' ? (made.transporter.options as Record<string, unknown>) : {};
    };
    expect(options('smtp://relay.example:587', false)).toMatchObject({
      host: 'relay.example',
      port: 587,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    expect(options('smtp://relay.example:587', false).pool).toBeUndefined();
    expect(options('smtps://u:p@relay.example?socketTimeout=60000', true)).toMatchObject({
      secure: true,
      auth: { user: 'u', pass: 'p' },
      pool: true,
      maxConnections: 4,
      socketTimeout: 60_000,
    });
  });

  it('without SMTP_URL messages are captured for staff, not sent', async () => {
    await placeOrder('en');
    expect(transportFromEnv(undefined)).toEqual({ kind: 'capture' });
    expect(await deliverDueEmails(db, { transport: { kind: 'capture' } })).toBe(2);
    expect((await listOutboxEmails(db)).map((row) => row.status)).toEqual(['captured', 'captured']);
    expect(smtp.received).toHaveLength(0);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts; staff retry and resend queue it again`, async () => {
    const { order } = await placeOrder('en');
    await db.outboxEmail.updateMany({ data: { attempts: MAX_ATTEMPTS - 1 } });
    const dead = transportFromEnv('smtp://127.0.0.1:1');
    expect(await deliverDueEmails(db, { transport: dead })).toBe(2);
    const [row] = await listOutboxEmails(db);
    expect(row.status).toBe('failed');
    expect(await retryOutboxEmail(db, row.id)).toBe('queued');
    expect(await retryOutboxEmail(db, 99999999)).toBe('missing');
    expect(await deliverDueEmails(db, { transport })).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await resendOrderEmail(db, order.id, 'order-new')).toEqual({ ok: true, data: { id: expect.any(Number) } });
    expect(await resendOrderEmail(db, 99999999, 'order-new')).toMatchObject({ ok: false, error: 'Order not found' });
    expect(await deliverDueEmails(db, { transport })).toBe(1);
    expect(smtp.received.at(-1)?.header('subject')).toBe(`We received your order ${order.orderNumber}`);
    expect((await listOutboxEmails(db, { orderId: order.id })).length).toBe(3);
  });

  it('a database restart during a slow SMTP send sends nothing twice: each message arrives once and is recorded sent', async () => {
    for (let index = 0; index < 2; index++) await placeOrder('en', `restart${index}@example.com`);
    // The sender reaches PostgreSQL through a relay that can drop its connections, as a restart does.
    const relay = await startRelay(new URL(process.env.DATABASE_URL!));
    const sender = createPrismaClient(relay.url);
    let restarts = 0;
    // The first two messages are slow to be accepted, and the database restarts while SMTP holds them.
    smtp.hooks.beforeAccept = async () => {
      if (restarts++ >= 2) return;
      void relay.restart(1_500);
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    try {
      // The outbox loop: runs every few hundred milliseconds until nothing is pending (bounded).
      for (let round = 0; round < 20 && (await db.outboxEmail.count({ where: { status: 'pending' } })) > 0; round++) {
        await deliverDueEmails(sender, { transport });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await sender.$disconnect();
      await relay.close();
    }
    expect(restarts).toBeGreaterThanOrEqual(2);
    const rows = await db.outboxEmail.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.status, row.claimedAt])).toEqual(rows.map(() => ['sent', null]));
    const ids = smtp.received.map((mail) => mail.header('message-id'));
    expect(ids.sort()).toEqual(
      rows.map((row) => outboxMessageId({ id: row.id, created_at: row.createdAt }, mailFrom())).sort(),
    );
  });

  it('a claim left by a crashed sender is sent again only after its lease ended, with the same Message-ID', async () => {
    await placeOrder('en', 'crash@example.com');
    const [claimed] = await claimDueEmails(db, 1); // the sender crashes here: no outcome is ever recorded
    expect(claimed).toBeDefined();
    expect(await deliverDueEmails(db, { transport })).toBe(1); // the other row only
    expect(await deliverDueEmails(db, { transport })).toBe(0);
    // A staff retry does not take a row whose lease still runs.
    expect(await retryOutboxEmail(db, claimed!.id)).toBe('queued');
    expect(await deliverDueEmails(db, { transport })).toBe(0);
    const past = new Date(Date.now() - OUTBOX_LEASE_MS - 1000);
    await db.outboxEmail.update({ where: { id: claimed!.id }, data: { leaseUntil: past, nextAttemptAt: past } });
    expect(await deliverDueEmails(db, { transport })).toBe(1);
    const row = await db.outboxEmail.findUniqueOrThrow({ where: { id: claimed!.id } });
    expect([row.status, row.attempts, row.claimedAt]).toEqual(['sent', 2, null]);
    expect(smtp.received.at(-1)?.header('message-id')).toBe(outboxMessageId(claimed!, mailFrom()));
  });

  it('resends only the e-mails that fit the order’s status, and refuses the others (docs/mail.md)', async () => {
    const { order } = await placeOrder('en');
    await db.outboxEmail.deleteMany({ where: { orderId: order.id } });
    const unfit = { ok: false, error: 'emailDoesNotFitStatus' };
    // Pending: "we received your order", never "ready for pickup".
    expect(resendableTemplates('pending')).toEqual(['order-new', 'order-admin-notification']);
    expect(await resendOrderEmail(db, order.id, 'order-shipped')).toEqual(unfit);
    expect(await resendOrderEmail(db, order.id, 'order-confirmation')).toEqual(unfit);
    expect(await db.outboxEmail.count({ where: { orderId: order.id } })).toBe(0);
    await db.order.update({ where: { id: order.id }, data: { status: 'shipped' } });
    expect(await resendOrderEmail(db, order.id, 'order-new')).toEqual(unfit);
    expect(await resendOrderEmail(db, order.id, 'order-shipped')).toEqual({
      ok: true,
      data: { id: expect.any(Number) },
    });
    // Handed over, no-show or cancelled: no e-mail fits.
    for (const status of ['collected', 'not_collected', 'cancelled'] as const) {
      await db.order.update({ where: { id: order.id }, data: { status } });
      expect(resendableTemplates(status)).toEqual([]);
      for (const template of orderEmailTemplates) expect(await resendOrderEmail(db, order.id, template)).toEqual(unfit);
    }
    expect((await db.outboxEmail.findMany({ where: { orderId: order.id } })).map((email) => email.template)).toEqual([
      'order-shipped',
    ]);
  });
});
