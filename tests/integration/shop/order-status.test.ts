import { addMinutes } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { submitOrder } from '@/lib/shop/orders/place-order';
import { changeOrderStatus } from '@/lib/shop/orders/order-status';
import type { OrderStatus } from '@/generated/prisma/client';
import { teamAddress } from '@/lib/mail/config';
import { ORDER_STATUSES, SPEC_ORDER_STATUSES } from '@/lib/shop/orders/order-status-values';
import { createTestProduct, orderRequest } from '../../fixtures/orders';

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

describe('order status changes (docs/spec.md §4 Order status)', () => {
  // docs/decisions/11-staff-security.md §10: stock is held while an order is confirmed or shipped.
  const holding: OrderStatus[] = ['confirmed', 'shipped'];
  const stockChange = (from: OrderStatus, to: OrderStatus) =>
    holding.includes(from) === holding.includes(to) ? 0 : holding.includes(to) ? -1 : 1;
  // docs/spec.md §4: after a change, confirmed sends the confirmation and shipped the shipped notice, each with the team's.
  const guestEmail: Partial<Record<OrderStatus, string>> = {
    confirmed: 'order-confirmation',
    shipped: 'order-shipped',
  };
  const emailsOf = (from: OrderStatus, to: OrderStatus, customerEmail: string) =>
    from !== to && guestEmail[to]
      ? [
          [guestEmail[to], customerEmail],
          ['order-admin-notification', teamAddress()],
        ]
      : [];
  const pairs = SPEC_ORDER_STATUSES.flatMap((from) =>
    SPEC_ORDER_STATUSES.map((to) => [from, to, stockChange(from, to)] as const),
  );

  it('covers all 16 (from, to) pairs', () => {
    expect(pairs).toHaveLength(16);
    expect(
      pairs.filter(([, , change]) => change !== 0).map(([from, to, change]) => `${from}->${to}:${change}`),
    ).toEqual([
      'pending->confirmed:-1',
      'pending->shipped:-1',
      'confirmed->pending:1',
      'confirmed->cancelled:1',
      'shipped->pending:1',
      'shipped->cancelled:1',
      'cancelled->confirmed:-1',
      'cancelled->shipped:-1',
    ]);
  });

  it.each(pairs)(
    '%s -> %s: stock moves by %i × each item’s quantity, and the e-mails it queues',
    async (from, to, change) => {
      const first = await createTestProduct(db, { quantity: 10 });
      const second = await createTestProduct(db, { quantity: 10 });
      const order = await placeOrder([
        { productId: first.id, quantity: 2 },
        { productId: second.id, quantity: 3 },
      ]);
      await db.order.update({ where: { id: order.id }, data: { status: from } });
      await db.outboxEmail.deleteMany({ where: { orderId: order.id } }); // the new-order e-mails are not this change's
      const result = await changeOrderStatus(db, order.id, to);
      expect(result).toEqual({ ok: true, data: { status: to } });
      expect(await statusOf(order.id)).toBe(to);
      expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([10 + 2 * change, 10 + 3 * change]);
      const emails = await db.outboxEmail.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
      expect(emails.map((email) => [email.template, email.to])).toEqual(emailsOf(from, to, order.customerEmail));
    },
  );

  const taking = pairs.filter(([, , change]) => change < 0);
  it.each(taking)('%s -> %s without enough stock changes nothing and queues nothing', async (from, to) => {
    const plenty = await createTestProduct(db, { quantity: 10 });
    const scarce = await createTestProduct(db, { quantity: 10 });
    const order = await placeOrder([
      { productId: plenty.id, quantity: 1 },
      { productId: scarce.id, quantity: 3 },
    ]);
    await db.order.update({ where: { id: order.id }, data: { status: from } });
    await db.product.update({ where: { id: scarce.id }, data: { quantity: 2 } });
    const emailsBefore = await db.outboxEmail.count({ where: { orderId: order.id } });
    const result = await changeOrderStatus(db, order.id, to);
    expect(result).toMatchObject({
      ok: false,
      error: 'Failed to update stock: Insufficient stock. Available: 2, Required: 3',
    });
    expect(await statusOf(order.id)).toBe(from);
    expect([await stockOf(plenty.id), await stockOf(scarce.id)]).toEqual([10, 2]);
    expect(await db.outboxEmail.count({ where: { orderId: order.id } })).toBe(emailsBefore);
  });

  it('refuses to confirm without stock and changes nothing (status, nor any other item’s stock)', async () => {
    const plenty = await createTestProduct(db, { quantity: 10 });
    const scarce = await createTestProduct(db, { quantity: 3 });
    const order = await placeOrder([
      { productId: plenty.id, quantity: 1 },
      { productId: scarce.id, quantity: 3 },
    ]);
    await db.product.update({ where: { id: scarce.id }, data: { quantity: 1 } });
    const result = await changeOrderStatus(db, order.id, 'confirmed');
    expect(result).toMatchObject({
      ok: false,
      error: 'Failed to update stock: Insufficient stock. Available: 1, Required: 3',
    });
    expect(await statusOf(order.id)).toBe('pending');
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(1);
  });

  it('answers Order not found for an unknown order', async () => {
    expect(await changeOrderStatus(db, 99_999_999, 'confirmed')).toMatchObject({ ok: false, error: 'Order not found' });
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

describe('the pickup’s end: collected and not_collected (docs/orders.md)', () => {
  // Far past any test order's pickup day (2 to 60 days ahead): a no-show may be recorded.
  const afterPickupDay = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000);
  // Each allowed change into or out of the pickup's end, and how stock moves (× each item's quantity).
  const allowed: [OrderStatus, OrderStatus, number][] = [
    ['confirmed', 'collected', 0],
    ['shipped', 'collected', 0],
    ['confirmed', 'not_collected', 1],
    ['shipped', 'not_collected', 1],
    ['collected', 'shipped', 0],
    ['not_collected', 'shipped', -1],
    ['not_collected', 'cancelled', 0],
  ];

  it.each(allowed)('%s -> %s: stock moves by %i × each item’s quantity', async (from, to, change) => {
    const first = await createTestProduct(db, { quantity: 10 });
    const second = await createTestProduct(db, { quantity: 10 });
    const order = await placeOrder([
      { productId: first.id, quantity: 2 },
      { productId: second.id, quantity: 3 },
    ]);
    await db.order.update({ where: { id: order.id }, data: { status: from } });
    await db.outboxEmail.deleteMany({ where: { orderId: order.id } });
    expect(await changeOrderStatus(db, order.id, to, afterPickupDay)).toEqual({ ok: true, data: { status: to } });
    expect(await statusOf(order.id)).toBe(to);
    expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([10 + 2 * change, 10 + 3 * change]);
    // Only a no-show made ready again tells the guest; undoing a "collected" tap sends nothing.
    const emails = await db.outboxEmail.findMany({ where: { orderId: order.id }, select: { template: true } });
    expect(emails.map((email) => email.template)).toEqual(
      from === 'not_collected' && to === 'shipped' ? ['order-shipped', 'order-admin-notification'] : [],
    );
  });

  const allowedPairs = new Set(allowed.map(([from, to]) => `${from}->${to}`));
  const refused = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const))
    .filter(
      ([from, to]) =>
        from !== to && (!SPEC_ORDER_STATUSES.includes(from as never) || !SPEC_ORDER_STATUSES.includes(to as never)),
    )
    .filter(([from, to]) => !allowedPairs.has(`${from}->${to}`));

  it('refuses every other change into or out of the pickup’s end', () => {
    expect(refused.map(([from, to]) => `${from}->${to}`)).toEqual([
      'pending->collected',
      'pending->not_collected',
      'collected->pending',
      'collected->confirmed',
      'collected->not_collected',
      'collected->cancelled',
      'not_collected->pending',
      'not_collected->confirmed',
      'not_collected->collected',
      'cancelled->collected',
      'cancelled->not_collected',
    ]);
  });

  it.each(refused)('%s -> %s is refused and changes nothing', async (from, to) => {
    const product = await createTestProduct(db, { quantity: 10 });
    const order = await placeOrder([{ productId: product.id, quantity: 2 }]);
    await db.order.update({ where: { id: order.id }, data: { status: from } });
    expect(await changeOrderStatus(db, order.id, to, afterPickupDay)).toEqual({
      ok: false,
      error: 'statusChangeNotAllowed',
    });
    expect(await statusOf(order.id)).toBe(from);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refuses not_collected until the pickup day is over (Lisbon)', async () => {
    const product = await createTestProduct(db, { quantity: 10 });
    const order = await placeOrder([{ productId: product.id, quantity: 2 }]);
    expect(await changeOrderStatus(db, order.id, 'shipped')).toEqual({ ok: true, data: { status: 'shipped' } });
    const day = order.pickupDate.toISOString().slice(0, 10);
    // 23:30 in Lisbon on the pickup day is still that day; 00:10 the next day is not.
    const lateOnTheDay = fromZonedTime(`${day}T23:30:00`, 'Europe/Lisbon');
    expect(await changeOrderStatus(db, order.id, 'not_collected', lateOnTheDay)).toEqual({
      ok: false,
      error: 'notCollectedTooEarly',
    });
    expect([await statusOf(order.id), await stockOf(product.id)]).toEqual(['shipped', 8]);
    const nextMorning = addMinutes(lateOnTheDay, 40);
    expect(await changeOrderStatus(db, order.id, 'not_collected', nextMorning)).toEqual({
      ok: true,
      data: { status: 'not_collected' },
    });
    expect([await statusOf(order.id), await stockOf(product.id)]).toEqual(['not_collected', 10]);
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
    for (const result of refused)
      expect(result).toMatchObject({
        ok: false,
        error: 'Failed to update stock: Insufficient stock. Available: 0, Required: 1',
      });
    expect(await stockOf(product.id)).toBe(0);
    const statuses = await db.order.groupBy({
      by: ['status'],
      where: { id: { in: orders.map((order) => order.id) } },
      _count: true,
    });
    expect(Object.fromEntries(statuses.map((row) => [row.status, row._count]))).toEqual({ confirmed: 3, pending: 17 });
  });

  it('two staff confirming the same order at once take its stock once', async () => {
    const product = await createTestProduct(db, { quantity: 10 });
    const order = await placeOrder([{ productId: product.id, quantity: 4 }]);
    const results = await Promise.all([
      changeOrderStatus(db, order.id, 'confirmed'),
      changeOrderStatus(db, order.id, 'confirmed'),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await stockOf(product.id)).toBe(6);
  });

  // [first change, second change, how many of them change the status]: the second sees the first's result.
  const racing: [OrderStatus, OrderStatus, number][] = [
    ['confirmed', 'confirmed', 1],
    ['confirmed', 'shipped', 2],
  ];
  it.each(racing)(
    '%s and %s at once on a pending multi-product order take each item’s stock once',
    async (first, second, changes) => {
      for (let round = 0; round < 5; round += 1) {
        const one = await createTestProduct(db, { quantity: 10 });
        const two = await createTestProduct(db, { quantity: 10 });
        const order = await placeOrder([
          { productId: one.id, quantity: 2 },
          { productId: two.id, quantity: 3 },
        ]);
        const results = await Promise.all([
          changeOrderStatus(db, order.id, first),
          changeOrderStatus(db, order.id, second),
        ]);
        expect(results.every((result) => result.ok)).toBe(true);
        expect([first, second]).toContain(await statusOf(order.id));
        expect([await stockOf(one.id), await stockOf(two.id)]).toEqual([8, 7]);
        // The new order's notice, then one per real change.
        expect(await db.outboxEmail.count({ where: { orderId: order.id, template: 'order-admin-notification' } })).toBe(
          1 + changes,
        );
      }
    },
  );

  it('two multi-product orders competing for stock enough for one, confirmed at once: one is, the other stays pending', async () => {
    for (let round = 0; round < 5; round += 1) {
      const first = await createTestProduct(db, { quantity: 3 });
      const second = await createTestProduct(db, { quantity: 3 });
      // Items in opposite orders: the stock steps must still not deadlock nor oversell.
      const one = await placeOrder([
        { productId: first.id, quantity: 2 },
        { productId: second.id, quantity: 2 },
      ]);
      const other = await placeOrder([
        { productId: second.id, quantity: 2 },
        { productId: first.id, quantity: 2 },
      ]);
      const results = await Promise.all([
        changeOrderStatus(db, one.id, 'confirmed'),
        changeOrderStatus(db, other.id, 'confirmed'),
      ]);
      expect(results.filter((result) => result.ok)).toEqual([{ ok: true, data: { status: 'confirmed' } }]);
      expect(results.filter((result) => !result.ok)).toMatchObject([
        { ok: false, error: 'Failed to update stock: Insufficient stock. Available: 1, Required: 2' },
      ]);
      expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([1, 1]);
      expect([await statusOf(one.id), await statusOf(other.id)].sort()).toEqual(['confirmed', 'pending']);
    }
  });
});
