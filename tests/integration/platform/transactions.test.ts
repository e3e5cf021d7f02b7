// Business transactions under load (docs/deploy.md "Database transactions"): a burst queues for a small connection
// pool, and every answer is a success or a reason; a transaction that runs out of time writes nothing anywhere.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { changeOrderStatus } from '@/lib/shop/orders/order-status';
import { specRefusal } from '@/lib/actions/spec-messages';
import { submitOrder } from '@/lib/shop/orders/place-order';
import { BUSINESS_TRANSACTION, businessTransaction, DatabaseBusyError } from '@/lib/transaction';
import { createTestProduct, orderRequest, orderRowFields } from '../../fixtures/orders';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

/** A Prisma client whose pool holds `size` connections, as a busy server's would be full. */
function smallPool(size: number): Db {
  const saved = process.env.DATABASE_POOL_SIZE;
  process.env.DATABASE_POOL_SIZE = String(size);
  try {
    return createPrismaClient();
  } finally {
    if (saved === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = saved;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('business transactions', () => {
  it('200 concurrent confirmations on a pool of 2: each answer is a success or a reason, and stock adds up', async () => {
    const product = await createTestProduct(db, { quantity: 150 });
    const base = orderRowFields({ customerName: 'Load Test' });
    const orders = await db.order.createManyAndReturn({
      data: Array.from({ length: 200 }, (_, index) => ({
        ...base,
        orderNumber: `CDLOAD${randomUUID().slice(0, 12)}`,
        customerEmail: `load${index}@example.com`,
        idempotencyKey: randomUUID(),
      })),
      select: { id: true },
    });
    await db.orderItem.createMany({
      data: orders.map(({ id }) => ({
        orderId: id,
        productId: product.id,
        productName: product.nameEn,
        productPrice: '10.00',
        quantity: 1,
        subtotal: '10.00',
      })),
    });
    const staff = smallPool(2);
    try {
      const answers = await Promise.all(
        orders.map(({ id }) =>
          changeOrderStatus(staff, id, 'confirmed').catch((error: unknown) => ({
            ok: false as const,
            error: `thrown: ${String(error)}`,
          })),
        ),
      );
      const reasons = new Set(answers.flatMap((answer) => (answer.ok ? [] : [answer.error])));
      for (const reason of reasons)
        expect(reason).toMatch(
          /^(Failed to update stock: Insufficient stock\. Available: 0, Required: 1|The database is busy\. .*)$/,
        );
      const confirmed = answers.filter((answer) => answer.ok).length;
      expect(confirmed).toBeGreaterThanOrEqual(100);
      expect(await db.order.count({ where: { id: { in: orders.map(({ id }) => id) }, status: 'confirmed' } })).toBe(
        confirmed,
      );
      expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).quantity).toBe(150 - confirmed);
    } finally {
      await staff.$disconnect();
    }
  }, 120_000);

  it('40 concurrent guest orders on a pool of 2: each is placed or refused with its reason', async () => {
    const product = await createTestProduct(db, { quantity: 1000 });
    const guests = smallPool(2);
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) => {
          const request = orderRequest([{ productId: product.id, quantity: 1 }]);
          return submitOrder(
            guests,
            { ...request, form: { ...request.form, email: `burst${index}-${randomUUID().slice(0, 8)}@example.com` } },
            `burst-${index}`,
          );
        }),
      );
      expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.error)).not.toContain(
        'Something went wrong while placing your order. Please try again.',
      );
      expect(answers.filter((answer) => answer.ok).length).toBeGreaterThanOrEqual(30);
    } finally {
      await guests.$disconnect();
    }
  }, 120_000);

  it('a transaction that could not start is tried again; one that never starts is a DatabaseBusyError', async () => {
    const pool = smallPool(1);
    /** Holds the pool's only connection in a transaction until `release()`. */
    async function hold() {
      let release!: () => void;
      let holding!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const started = new Promise<void>((resolve) => (holding = resolve));
      const done = pool.$transaction(async () => (holding(), released), { maxWait: 5_000, timeout: 20_000 });
      await started;
      return { release, done };
    }
    const count = () =>
      businessTransaction(pool, async (tx) => tx.order.count(), { maxWait: 300, timeout: 5_000, attempts: 3 });
    try {
      // The first try waits 300 ms in vain; the connection comes back during the second.
      let holder = await hold();
      const counted = count();
      await sleep(450);
      holder.release();
      await holder.done;
      await expect(counted).resolves.toEqual(expect.any(Number));
      // Never a connection within three tries: a DatabaseBusyError, nothing else.
      holder = await hold();
      await expect(count()).rejects.toBeInstanceOf(DatabaseBusyError);
      holder.release();
      await holder.done;
    } finally {
      await pool.$disconnect();
    }
  });

  it('an order whose transaction times out writes nothing, not even outside it', async () => {
    const product = await createTestProduct(db);
    const email = `slow-${randomUUID().slice(0, 8)}@example.com`;
    // Without the foreign keys, an item or e-mail row written after the rollback would stay behind, visible.
    const foreignKeys = await db.$queryRaw<{ table: string; name: string; definition: string }[]>`
      SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conname IN ('order_items_order_id_fkey', 'outbox_emails_order_id_fkey')`;
    expect(foreignKeys).toHaveLength(2);
    const saved = { ...BUSINESS_TRANSACTION };
    await db.$executeRawUnsafe(`CREATE FUNCTION slow_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.customer_email = '${email}' THEN PERFORM pg_sleep(0.8); END IF; RETURN NEW; END $$`);
    await db.$executeRawUnsafe(
      'CREATE TRIGGER slow_order BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION slow_order()',
    );
    for (const key of foreignKeys) await db.$executeRawUnsafe(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
    try {
      Object.assign(BUSINESS_TRANSACTION, { timeout: 300 });
      const request = orderRequest([{ productId: product.id, quantity: 1 }]);
      const result = await submitOrder(db, { ...request, form: { ...request.form, email } });
      await sleep(500); // anything still running on the released connection has landed by now
      expect(result).toEqual({
        ok: false,
        error:
          'We are receiving many orders right now and could not place yours. Nothing was saved; please try again in a moment.',
      });
      expect(await db.order.count({ where: { customerEmail: email } })).toBe(0);
      expect(await db.orderItem.count({ where: { productId: product.id } })).toBe(0);
      expect(await db.outboxEmail.count({ where: { to: email } })).toBe(0);
    } finally {
      Object.assign(BUSINESS_TRANSACTION, saved);
      await db.orderItem.deleteMany({ where: { productId: product.id } });
      await db.outboxEmail.deleteMany({ where: { to: email } });
      for (const key of foreignKeys)
        await db.$executeRawUnsafe(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
      await db.$executeRawUnsafe('DROP TRIGGER slow_order ON orders');
      await db.$executeRawUnsafe('DROP FUNCTION slow_order()');
    }
  });

  it('staff see a busy database in their language', async () => {
    const { translatorFor } = await import('@/lib/i18n/translator');
    const { translateResult } = await import('@/lib/actions/messages');
    const { STAFF_MESSAGES } = await import('@/lib/actions/staff-action');
    expect(translateResult(translatorFor('pt'), specRefusal('databaseBusy'), STAFF_MESSAGES)).toMatchObject({
      error: 'A base de dados está ocupada. Nada foi alterado; tente novamente.',
    });
  });
});
