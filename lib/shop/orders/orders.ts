import { randomInt } from 'node:crypto';
import { Prisma } from '@/generated/prisma/client';
import type { Db, Tx } from '@/lib/db';
import { orderPlacedEmailRows } from './order-emails';
import type { PlaceOrderInput } from '@/lib/shop/orders/checkout-schema';
import { reservePickupSlot } from '@/lib/shop/pickup/pickup-places';
import { businessTransaction } from '@/lib/transaction';

/** One reason an order cannot be placed (docs/spec.md §5), with the spec's exact English message. */
export type StockIssue =
  | { kind: 'productNotFound'; productId: number; message: string }
  | {
      kind: 'insufficientStock';
      productId: number;
      name: string;
      available: number;
      required: number;
      message: string;
    };

/** Raised when cart lines fail the stock check; message is "Stock validation failed: " + the issues joined by ", ". */
export class StockValidationError extends Error {
  constructor(readonly issues: StockIssue[]) {
    super(`Stock validation failed: ${issues.map((issue) => issue.message).join(', ')}`);
    this.name = 'StockValidationError';
  }
}

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A new order number (docs/spec.md §9): "CD" + Date.now() in base 36 + 5 random base-36 characters, upper-cased,
 * e.g. "CDMHX3K2A1B7QZ". Uniqueness is enforced by the database; createOrder retries on a collision.
 */
export function generateOrderNumber(now = Date.now()): string {
  const random = Array.from({ length: 5 }, () => BASE36[randomInt(36)]).join('');
  return `CD${now.toString(36)}${random}`.toUpperCase();
}

/** Cart lines with the same product merged, quantities summed. */
function mergeLines(items: PlaceOrderInput['items']): Map<number, number> {
  const lines = new Map<number, number>();
  for (const { productId, quantity } of items) lines.set(productId, (lines.get(productId) ?? 0) + quantity);
  return lines;
}

/**
 * Checks every cart line against the database (docs/spec.md §4 Order creation, §5): the product must exist and be
 * enabled, and its stock must cover the quantity. Returns the products by id. A plain read, like the check inside
 * a transaction at PostgreSQL's default isolation: stock is taken only when staff confirm, under a conditional
 * update (docs/spec.md §4 Order status).
 * @throws StockValidationError listing every failing line.
 */
export async function validateStock(db: Db | Tx, lines: Map<number, number>) {
  const products = await db.product.findMany({ where: { id: { in: [...lines.keys()] }, enabled: true } });
  const byId = new Map(products.map((product) => [product.id, product]));
  const issues: StockIssue[] = [];
  for (const [productId, required] of lines) {
    const product = byId.get(productId);
    if (!product) {
      issues.push({ kind: 'productNotFound', productId, message: `Product with ID ${productId} not found` });
    } else if (product.quantity < required) {
      const { nameEn: name, quantity: available } = product;
      const message = `Insufficient stock for "${name}". Available: ${available}, Required: ${required}`;
      issues.push({ kind: 'insufficientStock', productId, name, available, required, message });
    }
  }
  if (issues.length > 0) throw new StockValidationError(issues);
  return byId;
}

export type PlacedOrder = { orderNumber: string; created: boolean };

/** Raised when an idempotency key comes back with other details than the order it placed: the replay is refused. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('This idempotency key was used for a different order');
    this.name = 'IdempotencyConflictError';
  }
}

type OrderDetails = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string;
  customerCity: string;
  customerPostalCode: string;
  customerCountry: string;
  pickupLocation: string;
  pickupDate: Date;
  pickupTime: string;
};

/** What must match for a repeated request to be the same order: the guest's details, the pickup and the lines. */
function fingerprint(order: OrderDetails, lines: Iterable<readonly [number | null, number]>): string {
  const fields = (
    [
      'customerName',
      'customerEmail',
      'customerPhone',
      'customerAddress',
      'customerCity',
      'customerPostalCode',
      'customerCountry',
      'pickupLocation',
      'pickupTime',
    ] as const
  ).map((field) => order[field]);
  const sortedLines = [...lines].map(([productId, quantity]) => `${productId}x${quantity}`).sort();
  return JSON.stringify([fields, order.pickupDate.toISOString().slice(0, 10), sortedLines]);
}

/**
 * Places a pickup order (docs/spec.md §4 Order creation): validates stock, then, in one transaction, reserves the pickup
 * slot (reservePickupSlot: open, far enough ahead, not full, under the slot day's lock; docs/decisions/13-pickup-order-journey.md §3) and stores the
 * order with status pending and the slot's length, its items with English names and prices read from the database
 * (total in euros computed here) and its two e-mails (unrendered, lib/shop/orders/order-emails.ts): an order never exists
 * without its queued e-mails, nor past its slot's capacity. Stock is not taken until staff confirm (docs/spec.md §4 Order
 * status). The idempotency lookup and the stock read run side by side before the transaction.
 *
 * Idempotent: a second call with the same idempotencyKey and the same details (guest, pickup, lines), even
 * concurrent, returns the first order with `created: false` and writes nothing; with other details it is refused
 * (IdempotencyConflictError), so a replayed key never reveals another order. An order-number collision is retried with a new number.
 * @param guard runs first in one transaction with the write, for a new order only (the public limits, docs/decisions/11-staff-security.md
 * §6): what it throws rolls the transaction back and is rethrown, so a refused order stores nothing.
 * The transaction has BUSINESS_TRANSACTION's limits (lib/transaction.ts) and is retried when it could not start.
 * @throws StockValidationError when a line fails the stock check; PickupSlotError when the slot is refused; the
 * guard's errors; IdempotencyConflictError; DatabaseBusyError when the database is too busy (nothing written); other database errors.
 */
export async function createOrder(
  db: Db,
  input: PlaceOrderInput,
  guard?: (tx: Tx) => Promise<void>,
): Promise<PlacedOrder> {
  const lines = mergeLines(input.items);
  // Both reads at once: one round trip of waiting. A refused stock check is only reported for a new order.
  const checked = validateStock(db, lines);
  checked.catch(() => undefined);
  const { form } = input;
  const order = {
    customerName: `${form.firstName} ${form.lastName}`,
    customerEmail: form.email,
    customerPhone: form.phone,
    customerAddress: form.address,
    customerCity: form.city,
    customerPostalCode: form.postalCode,
    customerCountry: form.country,
    pickupLocation: form.pickupLocation,
    pickupDate: new Date(`${form.pickupDate}T00:00:00Z`),
    pickupTime: form.pickupTime,
  };
  const requested = fingerprint(order, lines);
  const existing = await findOrderByIdempotencyKey(db, input.idempotencyKey, requested);
  if (existing) return existing;
  const products = await checked;

  const items = [...lines].map(([productId, quantity]) => {
    const product = products.get(productId)!;
    return {
      productId,
      productName: product.nameEn,
      productPrice: product.price,
      quantity,
      subtotal: product.price.mul(quantity),
    };
  });
  const placing = {
    ...order,
    totalAmount: items.reduce((sum, item) => sum.add(item.subtotal), new Prisma.Decimal(0)),
    locale: input.locale,
    idempotencyKey: input.idempotencyKey,
  };
  const itemsForEmail = items.map((item) => ({ ...item, product: products.get(item.productId) }));

  const slot = { location: form.pickupLocation, date: form.pickupDate, time: form.pickupTime };

  for (let attempt = 0; ; attempt++) {
    const orderNumber = generateOrderNumber();
    try {
      await businessTransaction(db, async (tx) => {
        if (guard) await guard(tx);
        // The slot is counted under its day's lock, so the write below is what the next order counts (docs/decisions/13-pickup-order-journey.md §3).
        const { slotMinutes, address } = await reservePickupSlot(tx, slot);
        const placed = { ...placing, orderNumber, pickupMinutes: slotMinutes };
        const emails = orderPlacedEmailRows({
          ...placed,
          pickupAddress: address,
          status: 'pending',
          items: itemsForEmail,
        });
        // One statement per call, no nested writes: after a timeout none of them can run outside the transaction.
        const { id: orderId } = await tx.order.create({ data: placed, select: { id: true } });
        await tx.orderItem.createMany({ data: items.map((item) => ({ ...item, orderId })) });
        await tx.outboxEmail.createMany({ data: emails.map((email) => ({ ...email, orderId })) });
      });
      return { orderNumber, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either a concurrent request with the same key won (return its order) or the order number collided.
      const winner = await findOrderByIdempotencyKey(db, input.idempotencyKey, requested);
      if (winner) return winner;
      if (attempt >= 4) throw error;
    }
  }
}

/** The order placed with this key, or null; @throws IdempotencyConflictError when its details differ from `requested`. */
async function findOrderByIdempotencyKey(
  db: Db,
  idempotencyKey: string,
  requested: string,
): Promise<PlacedOrder | null> {
  const order = await db.order.findUnique({
    where: { idempotencyKey },
    include: { items: { select: { productId: true, quantity: true } } },
  });
  if (!order) return null;
  if (
    fingerprint(
      order,
      order.items.map((item) => [item.productId, item.quantity] as const),
    ) !== requested
  )
    throw new IdempotencyConflictError();
  return { orderNumber: order.orderNumber, created: false };
}

function isUniqueViolation(error: unknown) {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/**
 * An order with its items by order number, for the Order Complete page and e-mails (docs/spec.md §7 Read an order by
 * order_number); null when unknown. Money fields are Prisma.Decimal euros.
 */
export function findOrderByNumber(db: Db, orderNumber: string) {
  return db.order.findUnique({ where: { orderNumber }, include: { items: { orderBy: { id: 'asc' } } } });
}
