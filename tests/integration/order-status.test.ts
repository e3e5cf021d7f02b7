import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { submitOrder } from '@/lib/shop/place-order';
import { changeOrderStatus } from '@/lib/shop/order-status';
import type { OrderStatus } from '@/generated/prisma/client';
import { createTestProduct, orderRequest } from '../fixtures/orders';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

async function placeOrder(lines: { productId: number; quantity: number }[]) {
  const result = await submitOrder(db, orderRequest(lines));
  if (!result.ok) throw new Error(result.error);
  return db.order.findUniqueOrThrow({ where: { orderNumber: result.data.orderNumber } });
}
const stockOf = async (id: number) => (await db.product.findUniqueOrThrow({ where: { id } })).quantity;
const statusOf = async (id: number) => (await db.order.findUniqueOrThrow({ where: { id } })).status;

describe('order status changes (SPEC §4 Order status)', () => {
  // [from, to, stock change for an order of 2 units]
  const transitions: [OrderStatus, OrderStatus, number][] = [
    ['pending', 'confirmed', -2], ['pending', 'shipped', 0], ['pending', 'cancelled', 0],
    ['confirmed', 'pending', 2], ['confirmed', 'cancelled', 2], ['confirmed', 'shipped', 0],
    ['shipped', 'confirmed', -2], ['shipped', 'pending', 0], ['shipped', 'cancelled', 0],
    ['cancelled', 'confirmed', -2], ['cancelled', 'pending', 0], ['cancelled', 'shipped', 0],
  ];
  it.each(transitions)('%s -> %s changes stock by %i', async (from, to, delta) => {
    const product = await createTestProduct(db, { quantity: 10 });
    const order = await placeOrder([{ productId: product.id, quantity: 2 }]);
    await db.order.update({ where: { id: order.id }, data: { status: from } });
    const result = await changeOrderStatus(db, order.id, to);
    expect(result).toEqual({ ok: true, data: { status: to } });
    expect(await statusOf(order.id)).toBe(to);
    expect(await stockOf(product.id)).toBe(10 + delta);
  });

  it('refuses to confirm without stock and changes nothing (status, nor any other item’s stock)', async () => {
    const plenty = await createTestProduct(db, { quantity: 10 });
    const scarce = await createTestProduct(db, { quantity: 3 });
    const order = await placeOrder([{ productId: plenty.id, quantity: 1 }, { productId: scarce.id, quantity: 3 }]);
    await db.product.update({ where: { id: scarce.id }, data: { quantity: 1 } });
    const result = await changeOrderStatus(db, order.id, 'confirmed');
    expect(result).toEqual({ ok: false, error: 'Failed to update stock: Insufficient stock. Available: 1, Required: 3' });
    expect(await statusOf(order.id)).toBe('pending');
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(1);
  });

  it('answers Order not found for an unknown order', async () => {
    expect(await changeOrderStatus(db, 99_999_999, 'confirmed')).toEqual({ ok: false, error: 'Order not found' });
  });

  it('keeps a deleted product’s items as a snapshot and moves no stock for them', async () => {
    const product = await createTestProduct(db, { quantity: 5 });
    const order = await placeOrder([{ productId: product.id, quantity: 2 }]);
    await db.product.delete({ where: { id: product.id } });
    expect(await changeOrderStatus(db, order.id, 'confirmed')).toEqual({ ok: true, data: { status: 'confirmed' } });
    const items = await db.orderItem.findMany({ where: { orderId: order.id } });
    expect(items.map((item) => [item.productId, item.productName, item.quantity])).toEqual([[null, product.nameEn, 2]]);
  });
});

describe('concurrency: no overselling', () => {
  it('20 pending orders of 1 unit for a stock of 3, confirmed at once: exactly 3 confirmed, stock 0', async () => {
    const product = await createTestProduct(db, { quantity: 20 });
    const orders = [];
    for (let i = 0; i < 20; i += 1) orders.push(await placeOrder([{ productId: product.id, quantity: 1 }]));
    await db.product.update({ where: { id: product.id }, data: { quantity: 3 } });

    const results = await Promise.all(orders.map((order) => changeOrderStatus(db, order.id, 'confirmed')));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(17);
    for (const result of refused) expect(result).toEqual({ ok: false, error: 'Failed to update stock: Insufficient stock. Available: 0, Required: 1' });
    expect(await stockOf(product.id)).toBe(0);
    const statuses = await db.order.groupBy({ by: ['status'], where: { id: { in: orders.map((order) => order.id) } }, _count: true });
    expect(Object.fromEntries(statuses.map((row) => [row.status, row._count]))).toEqual({ confirmed: 3, pending: 17 });
  });

  it('two staff confirming the same order at once take its stock once', async () => {
    const product = await createTestProduct(db, { quantity: 10 });
    const order = await placeOrder([{ productId: product.id, quantity: 4 }]);
    const results = await Promise.all([changeOrderStatus(db, order.id, 'confirmed'), changeOrderStatus(db, order.id, 'confirmed')]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await stockOf(product.id)).toBe(6);
  });
});
