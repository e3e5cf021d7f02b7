import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { lisbonToday } from '@/lib/time';
import { submitOrder } from '@/lib/shop/orders/place-order';
import { checkoutForm, createTestProduct, nextWeekday, orderRequest } from '../../fixtures/orders';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

const counts = async () => ({ orders: await db.order.count(), items: await db.orderItem.count() });

describe('placing an order (docs/spec.md §4 Order creation)', () => {
  it('stores a pending order with server prices, English names and a computed total', async () => {
    const a = await createTestProduct(db, { price: '12.50', quantity: 5 });
    const b = await createTestProduct(db, { price: '0.99', quantity: 5 });
    const result = await submitOrder(
      db,
      orderRequest(
        [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 3 },
        ],
        { locale: 'fr' },
      ),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.orderNumber).toMatch(/^CD[0-9A-Z]+$/);
    const order = await db.order.findUniqueOrThrow({
      where: { orderNumber: result.data.orderNumber },
      include: { items: { orderBy: { id: 'asc' } } },
    });
    expect(order.status).toBe('pending');
    expect(order.locale).toBe('fr');
    expect(order.customerName).toBe('Ana Silva');
    expect(order.totalAmount.toFixed(2)).toBe('27.97');
    expect(
      order.items.map((item) => [
        item.productName,
        item.productPrice.toFixed(2),
        item.quantity,
        item.subtotal.toFixed(2),
      ]),
    ).toEqual([
      [a.nameEn, '12.50', 2, '25.00'],
      [b.nameEn, '0.99', 3, '2.97'],
    ]);
    // Stock is taken only when staff confirm.
    expect((await db.product.findUniqueOrThrow({ where: { id: a.id } })).quantity).toBe(5);
  });

  it('refuses insufficient stock and unknown products with the spec’s exact messages, storing nothing', async () => {
    const product = await createTestProduct(db, { quantity: 2 });
    const before = await counts();
    const result = await submitOrder(
      db,
      orderRequest([
        { productId: product.id, quantity: 3 },
        { productId: 99999999, quantity: 1 },
      ]),
    );
    expect(result).toEqual({
      ok: false,
      error: `Stock validation failed: Insufficient stock for "${product.nameEn}". Available: 2, Required: 3, Product with ID 99999999 not found`,
    });
    expect(await counts()).toEqual(before);
  });

  it('treats a disabled product as not found', async () => {
    const product = await createTestProduct(db, { enabled: false });
    const result = await submitOrder(db, orderRequest([{ productId: product.id, quantity: 1 }]));
    expect(result).toEqual({ ok: false, error: `Stock validation failed: Product with ID ${product.id} not found` });
  });

  it('translates the refusal into the guest’s language', async () => {
    const product = await createTestProduct(db, { quantity: 0 });
    const result = await submitOrder(db, orderRequest([{ productId: product.id, quantity: 1 }], { locale: 'pt' }));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toBe(
        `A validação do stock falhou: Stock insuficiente para "${product.nameEn}". Disponível: 0, necessário: 1`,
      );
  });

  it('20 concurrent submissions with one idempotency key create exactly one order', async () => {
    const product = await createTestProduct(db);
    const request = orderRequest([{ productId: product.id, quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 20 }, () => submitOrder(db, request)));
    const numbers = new Set(results.map((result) => (result.ok ? result.data.orderNumber : result.error)));
    expect(numbers.size).toBe(1);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await db.order.count({ where: { idempotencyKey: request.idempotencyKey } })).toBe(1);
    expect(await db.orderItem.count({ where: { productId: product.id } })).toBe(1);
  });

  it('a replayed idempotency key with other details is refused, in the guest’s language, and reveals nothing', async () => {
    const product = await createTestProduct(db);
    const first = orderRequest([{ productId: product.id, quantity: 1 }]);
    const placed = await submitOrder(db, first);
    expect(placed.ok).toBe(true);
    const replays = [
      { ...first, form: { ...first.form, email: 'someone-else@example.com' } },
      { ...first, items: [{ productId: product.id, quantity: 2 }] },
      { ...first, form: { ...first.form, pickupTime: first.form.pickupTime === '10:00' ? '10:30' : '10:00' } },
    ];
    for (const replay of replays) {
      const result = await submitOrder(db, { ...replay, locale: 'fr' });
      expect(result).toEqual({
        ok: false,
        error: expect.stringContaining('Cette page de commande a déjà servi pour une autre commande'),
      });
      expect(JSON.stringify(result)).not.toContain(placed.ok ? placed.data.orderNumber : '-');
    }
    expect(await db.order.count({ where: { idempotencyKey: first.idempotencyKey } })).toBe(1);
    expect(await db.orderItem.count({ where: { productId: product.id } })).toBe(1);
    // The same request again (a double click, a retry) still gets its own order.
    expect(await submitOrder(db, first)).toEqual(placed);
  });

  it('20 concurrent different orders all get distinct order numbers', async () => {
    const product = await createTestProduct(db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submitOrder(db, orderRequest([{ productId: product.id, quantity: 1 }]))),
    );
    const numbers = results.map((result) => (result.ok ? result.data.orderNumber : `failed: ${result.error}`));
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.every((number) => number.startsWith('CD'))).toBe(true);
    expect(await db.orderItem.count({ where: { productId: product.id } })).toBe(20);
  });
});

describe('tampered order requests create nothing and get a clear message', () => {
  let productId: number;
  beforeAll(async () => {
    productId = (await createTestProduct(db)).id;
  });

  const cases: [string, () => unknown][] = [
    ['an unknown product', () => orderRequest([{ productId: 2147483000, quantity: 1 }])],
    ['quantity 0', () => orderRequest([{ productId, quantity: 0 }])],
    ['a negative quantity', () => orderRequest([{ productId, quantity: -2 }])],
    ['a fractional quantity', () => orderRequest([{ productId, quantity: 1.5 }])],
    ['a quantity above 99', () => orderRequest([{ productId, quantity: 100 }])],
    ['a client-sent price', () => orderRequest([{ productId, quantity: 1, price: '0.01' }] as never)],
    ['a client-sent total', () => ({ ...orderRequest([{ productId, quantity: 1 }]), totalAmount: '0.01' })],
    ['a missing field', () => orderRequest([{ productId, quantity: 1 }], { form: checkoutForm({ email: undefined }) })],
    ['no items', () => orderRequest([])],
    ['a missing idempotency key', () => ({ ...orderRequest([{ productId, quantity: 1 }]), idempotencyKey: undefined })],
    ['a string instead of an object', () => 'DROP TABLE orders'],
    ['null', () => null],
    ['a product id that is a string', () => orderRequest([{ productId: String(productId) as never, quantity: 1 }])],
  ];

  it.each(cases)('refuses %s', async (_name, build) => {
    const before = await counts();
    const result = await submitOrder(db, build());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.length).toBeGreaterThan(10);
    expect(await counts()).toEqual(before);
  });

  it('names the failing fields in the guest’s language', async () => {
    const result = await submitOrder(
      db,
      orderRequest([{ productId, quantity: 1 }], {
        locale: 'fr',
        form: checkoutForm({ email: 'nope', firstName: '' }),
      }),
    );
    expect(result).toEqual({
      ok: false,
      error: 'Veuillez corriger les champs signalés.',
      fieldErrors: { email: 'Veuillez saisir un e-mail valide', firstName: 'Ce champ est obligatoire' },
    });
  });

  it('re-checks on the server that the pickup location is open then, and that the date is real (docs/decisions/11-staff-security.md §8, docs/decisions/13-pickup-order-journey.md §3)', async () => {
    const before = await counts();
    const closed = await submitOrder(
      db,
      orderRequest([{ productId, quantity: 1 }], {
        locale: 'pt',
        form: checkoutForm({ pickupLocation: 'quarteira-office', pickupDate: nextWeekday(0), pickupTime: '11:00' }),
      }),
    );
    const message = 'O local de levantamento não está aberto a esta hora. Escolha outra hora, por favor.';
    expect(closed).toEqual({ ok: false, error: message, fieldErrors: { pickupTime: message } });
    const february30 = `${Number(lisbonToday().slice(0, 4)) + 1}-02-30`;
    const unreal = await submitOrder(
      db,
      orderRequest([{ productId, quantity: 1 }], { form: checkoutForm({ pickupDate: february30 }) }),
    );
    expect(unreal).toMatchObject({ ok: false, fieldErrors: { pickupDate: 'Please enter a valid date' } });
    expect(await counts()).toEqual(before);
  });
});
