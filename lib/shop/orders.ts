import { randomInt } from 'node:crypto';
import { Prisma } from '@/generated/prisma/client';
import type { Db, Tx } from '@/lib/db';
import { queueOrderPlacedEmails } from '@/lib/mail/queue';
import type { PlaceOrderInput } from '@/lib/validation/checkout';

/** One reason an order cannot be placed (SPEC §5), with the spec's exact English message. */
export type StockIssue =
  | { kind: 'productNotFound'; productId: number; message: string }
  | { kind: 'insufficientStock'; productId: number; name: string; available: number; required: number; message: string };

/** Raised when cart lines fail the stock check; message is "Stock validation failed: " + the issues joined by ", ". */
export class StockValidationError extends Error {
  constructor(readonly issues: StockIssue[]) {
    super(`Stock validation failed: ${issues.map((issue) => issue.message).join(', ')}`);
    this.name = 'StockValidationError';
  }
}

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A new order number (SPEC §9): "CD" + Date.now() in base 36 + 5 random base-36 characters, upper-cased,
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
 * Checks every cart line against the database (SPEC §4 Order creation, §5): the product must exist and be
 * enabled, and its stock must cover the quantity. Returns the products by id.
 * @throws StockValidationError listing every failing line.
 */
export async function validateStock(tx: Tx, lines: Map<number, number>) {
  const products = await tx.product.findMany({ where: { id: { in: [...lines.keys()] }, enabled: true } });
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

/**
 * A guest at checkout would rather wait a few seconds for a database connection than see an error: at a rush the
 * pool (DATABASE_POOL_SIZE) is shared by every request, and the transaction also renders the order's e-mails.
 */
const CHECKOUT_TRANSACTION = { maxWait: 10_000, timeout: 20_000 };

/**
 * Places a pickup order in one transaction (SPEC §4 Order creation): validates stock, stores the order with
 * status pending and its items with English names and prices read from the database, total in euros computed
 * here, and its e-mails queued in the same transaction. Stock is not taken until staff confirm (SPEC §4 Order
 * status).
 *
 * Idempotent: a second call with the same idempotencyKey, even concurrent, returns the first order with
 * `created: false` and writes nothing. An order-number collision is retried with a new number.
 * @throws StockValidationError when a line fails the stock check; database errors are rethrown.
 */
export async function createOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  const existing = await findOrderByIdempotencyKey(db, input.idempotencyKey);
  if (existing) return existing;
  const lines = mergeLines(input.items);

  for (let attempt = 0; ; attempt++) {
    try {
      return await db.$transaction(async (tx) => {
        const products = await validateStock(tx, lines);
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
        const total = items.reduce((sum, item) => sum.add(item.subtotal), new Prisma.Decimal(0));
        const { form } = input;
        const order = await tx.order.create({
          data: {
            orderNumber: generateOrderNumber(),
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
            totalAmount: total,
            locale: input.locale,
            idempotencyKey: input.idempotencyKey,
            items: { create: items },
          },
          select: { id: true, orderNumber: true },
        });
        await queueOrderPlacedEmails(tx, order.id);
        return { orderNumber: order.orderNumber, created: true };
      }, CHECKOUT_TRANSACTION);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either a concurrent request with the same key won (return its order) or the order number collided.
      const winner = await findOrderByIdempotencyKey(db, input.idempotencyKey);
      if (winner) return winner;
      if (attempt >= 4) throw error;
    }
  }
}

async function findOrderByIdempotencyKey(db: Db, idempotencyKey: string): Promise<PlacedOrder | null> {
  const order = await db.order.findUnique({ where: { idempotencyKey }, select: { orderNumber: true } });
  return order ? { orderNumber: order.orderNumber, created: false } : null;
}

function isUniqueViolation(error: unknown) {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/**
 * An order with its items by order number, for the Order Complete page and e-mails (SPEC §7 Read an order by
 * order_number); null when unknown. Money fields are Prisma.Decimal euros.
 */
export function findOrderByNumber(db: Db, orderNumber: string) {
  return db.order.findUnique({ where: { orderNumber }, include: { items: { orderBy: { id: 'asc' } } } });
}
