import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { submitOrder } from '@/lib/shop/orders/place-order';
import { insertBenchOrders, placeOrderBody } from '@/scripts/lib/bench-orders';
import { createTestProduct } from '../../fixtures/orders';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(async () => {
  await db.order.deleteMany({ where: { orderNumber: { startsWith: 'BENCH' } } });
  await db.$disconnect();
});

describe('bench data (npm run bench)', () => {
  it('the placeOrder body places a real order through the checkout service', async () => {
    const product = await createTestProduct(db, { price: '4.20', quantity: 3 });
    const [argument] = JSON.parse(placeOrderBody(product.id));
    const result = await submitOrder(db, argument);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const order = await db.order.findUniqueOrThrow({
      where: { orderNumber: result.data.orderNumber },
      include: { items: true },
    });
    expect(order.totalAmount.toFixed(2)).toBe('4.20');
    expect(order.items).toHaveLength(1);
  });

  it('inserts the requested number of orders with one item each, across batches', async () => {
    const product = await createTestProduct(db, { price: '7.00' });
    const before = await db.order.count();
    await insertBenchOrders(db, 1500, product.id);
    expect((await db.order.count()) - before).toBe(1500);
    const orders = await db.order.findMany({
      where: { orderNumber: { startsWith: 'BENCH' } },
      include: { items: true },
      orderBy: { createdAt: 'desc' },
    });
    expect(orders).toHaveLength(1500);
    expect(new Set(orders.map((order) => order.idempotencyKey)).size).toBe(1500);
    expect(orders.every((order) => order.status === 'pending' && order.items.length === 1)).toBe(true);
    expect(orders[0].items[0]).toMatchObject({ productId: product.id, productName: product.nameEn, quantity: 1 });
    expect(orders[0].totalAmount.toFixed(2)).toBe('7.00');
    // Spread back in time, newest first: realistic input for date-ordered backoffice lists.
    expect(orders[0].createdAt.getTime() - orders[1499].createdAt.getTime()).toBeGreaterThan(10 * 86_400_000);
  });
});
