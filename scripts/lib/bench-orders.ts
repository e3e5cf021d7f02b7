// Placing orders the way the browser does, and filling the database for the backoffice target. Why the real
// server action: the checkout calls placeOrder through Next's action endpoint (POST to the page with a
// Next-Action header), so the bench measures the same parsing, rendering and transaction a guest pays for.
import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays, addMinutes, format, parseISO } from 'date-fns';
import type { Db } from '@/lib/db';
import { lisbonToday } from '@/lib/time';
import { isPublicHoliday } from '@/lib/shop/pickup/pickup-holidays';

/** The build's map of server action ids, written by `next build`. */
interface ServerReferenceManifest {
  node: Record<string, { exportedName?: string; filename?: string; workers?: Record<string, unknown> }>;
}

/**
 * The action id of `exportName` exported by `sourceFile` (e.g. "lib/shop/actions.ts") in the build under
 * `nextDir`, or undefined when the build has no such action.
 * @throws Error when the manifest cannot be read (no build).
 */
export async function findServerActionId(nextDir: string, sourceFile: string, exportName: string) {
  const file = path.join(nextDir, 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as ServerReferenceManifest;
  const wanted = sourceFile.replaceAll('\\', '/');
  return Object.entries(manifest.node).find(
    ([, entry]) => entry.exportedName === exportName && entry.filename?.replaceAll('\\', '/').endsWith(wanted),
  )?.[0];
}

/**
 * The headers the browser sends with a server action call (captured from a real checkout): the action id, an
 * RSC answer wanted, and the page's origin, which Next compares with the Host. The browser's router state tree
 * is left out: the action neither sets cookies nor revalidates, so Next answers with its result alone either way.
 */
export function serverActionHeaders(actionId: string, origin: string): Record<string, string> {
  return { 'next-action': actionId, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', origin };
}

/**
 * A made-up client address for one measured order (198.18.0.0/15, the range set aside for benchmarks), sent as
 * X-Forwarded-For: the order limits (5 a minute per address) are meant for real guests, not for the load generator.
 * Only a header value: nothing is ever sent to it.
 */
export function benchClientAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(256)}`;
}

/**
 * The body of one placeOrder call: React's encodeReply of the argument list, which for plain JSON values (no
 * string starting with "$") is the JSON of the array. A new idempotency key and guest e-mail address every call
 * (3 pending orders per address are allowed), so every call is a new order: one line of `productId`, a valid cash
 * pickup (benchPickupSlot).
 */
export function placeOrderBody(productId: number, idempotencyKey: string = randomUUID()): string {
  const form = {
    firstName: 'Bench',
    lastName: 'Guest',
    email: `bench-${idempotencyKey.slice(0, 12)}@example.com`,
    phone: '+351 912 345 678',
    address: 'Rua do Mar 1',
    city: 'Vilamoura',
    postalCode: '8125-401',
    country: 'Portugal',
    ...benchPickupSlot(),
    paymentMethod: 'cash',
  };
  return JSON.stringify([{ form, items: [{ productId, quantity: 1 }], idempotencyKey, locale: 'en' }]);
}

/**
 * A random pickup slot the seeded marina office offers (docs/decisions/13-pickup-order-journey.md §3: every day, 30-minute slots from 10:00 to
 * 18:00, Lisbon), 2 to 59 days ahead: spread over about 1,000 slots of 4 places, so the orders of a load test
 * rarely meet a full slot; `npm run bench` raises the capacity (benchPickupCapacity) so none does. The office is
 * closed on public holidays (docs/pickup-slots.md): one gives its slots to the next day.
 */
export function benchPickupSlot() {
  let day = addDays(parseISO(lisbonToday()), 2 + randomInt(58));
  while (isPublicHoliday(format(day, 'yyyy-MM-dd'), 'loule')) day = addDays(day, 1);
  const time = format(addMinutes(parseISO(`${format(day, 'yyyy-MM-dd')}T10:00`), 30 * randomInt(17)), 'HH:mm');
  return { pickupLocation: 'vilamoura-office', pickupDate: format(day, 'yyyy-MM-dd'), pickupTime: time };
}

/** Lets each marina-office slot take `capacity` orders, so a load test measures placing orders, not full slots. */
export async function benchPickupCapacity(db: Db, capacity = 1000) {
  await db.pickupPlace.update({ where: { key: 'vilamoura-office' }, data: { capacity } });
}

/** The order number in a placeOrder answer (an RSC payload holding `"orderNumber":"CD..."`), or undefined. */
export function orderNumberIn(responseBody: string): string | undefined {
  return /"orderNumber":"(CD[0-9A-Z]+)"/.exec(responseBody)?.[1];
}

/**
 * Inserts `count` pending orders with one item each, in batches of 1,000 (createMany), for the backoffice
 * target. Keys and numbers are prefixed "BENCH" so they cannot collide with real ones. Takes a few seconds.
 */
export async function insertBenchOrders(db: Db, count: number, productId: number) {
  const product = await db.product.findUniqueOrThrow({ where: { id: productId } });
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const orders = await db.order.createManyAndReturn({
      select: { id: true },
      data: Array.from({ length: size }, (_, index) => ({
        orderNumber: `BENCH${String(start + index).padStart(8, '0')}`,
        customerName: `Bench Guest ${start + index}`,
        customerEmail: 'bench@example.com',
        customerPhone: '+351 912 345 678',
        customerAddress: 'Rua do Mar 1',
        customerCity: 'Vilamoura',
        customerPostalCode: '8125-401',
        customerCountry: 'Portugal',
        pickupLocation: ['vilamoura-office', 'quarteira-office'][(start + index) % 2],
        pickupDate: new Date(`${lisbonToday()}T00:00:00Z`),
        pickupTime: '10:00',
        totalAmount: product.price,
        idempotencyKey: `BENCH-${randomUUID()}`,
        // Spread over the last 100 days so date-ordered lists and filters see realistic data.
        createdAt: new Date(Date.now() - (start + index) * 864_000),
      })),
    });
    await db.orderItem.createMany({
      data: orders.map(({ id }) => ({
        orderId: id,
        productId,
        productName: product.nameEn,
        productPrice: product.price,
        quantity: 1,
        subtotal: product.price,
      })),
    });
  }
}
