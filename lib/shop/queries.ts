import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { appSecret } from '@/lib/secret';
import { orderCalendarFile, orderCalendarFileName } from '@/emails/order-calendar';
import { mayViewOrder } from './orders/order-receipt';
import { findOrderForGuest } from './orders/order-receipt-view';
import { listCheckoutPickupSlots, listPickupPlaces, type CheckoutPickupPlace } from './pickup/pickup-places';
import {
  findEnabledProduct,
  findEnabledProducts,
  findEnabledProductsByIds,
  findRelatedProducts,
} from './products/products';

/** Cache tag of every public product read; product writes revalidate it. */
export const PRODUCTS_TAG = 'products';

/** Cached enabled products in shop order (see findEnabledProducts). */
export const getShopProducts = unstable_cache(() => findEnabledProducts(prisma), ['shop-products'], {
  tags: [PRODUCTS_TAG],
});

/** Cached enabled product by id, or null (see findEnabledProduct). */
export const getShopProduct = unstable_cache((id: number) => findEnabledProduct(prisma, id), ['shop-product'], {
  tags: [PRODUCTS_TAG],
});

/** Cached related products for a product page (see findRelatedProducts). */
export const getRelatedProducts = unstable_cache(
  async (id: number) => {
    const product = await findEnabledProduct(prisma, id);
    return product ? findRelatedProducts(prisma, product) : [];
  },
  ['shop-related'],
  { tags: [PRODUCTS_TAG] },
);

/** Cache tag of the public pickup-place reads; staff edits of a place revalidate it. */
export const PICKUP_PLACES_TAG = 'pickup-places';

/** Cached active pickup places in their order, key and street address (see listPickupPlaces). */
export const getPickupPlaces = unstable_cache(() => listPickupPlaces(prisma), ['pickup-places'], {
  tags: [PICKUP_PLACES_TAG],
});

/** Fresh (uncached) enabled products by id, for the cart refresh: stock must be current. */
export function getCartProducts(ids: number[]) {
  return findEnabledProductsByIds(prisma, ids);
}

/**
 * What the checkout offers now (docs/decisions/13-pickup-order-journey.md §3; docs/pickup-slots.md): every active
 * pickup place in order with its street address and free slots by day, dates "YYYY-MM-DD" and times "HH:MM"
 * Europe/Lisbon (see listCheckoutPickupSlots). Uncached: slots pass and fill by the minute.
 * @throws the database's error when it cannot be read.
 */
export function getCheckoutPickupSlots(): Promise<CheckoutPickupPlace[]> {
  return listCheckoutPickupSlots(prisma);
}

/** What proves a guest's right to an order's details: the receipt cookie's value and/or the signed e-mail link's token. */
export type GuestOrderProof = { receipt?: string; token?: string };

/**
 * An order as its guest sees it on Order Complete (docs/spec.md §4; docs/decisions/13-pickup-order-journey.md §4):
 * items named in `locale`, amounts as Prisma decimals in euros, `owner` true only for a valid `proof` (then with
 * the pickup place's street address). See findOrderForGuest.
 * @returns null for a malformed or unknown order number.
 */
export function getGuestOrder(orderNumber: string, proof: GuestOrderProof, locale: Locale) {
  return findOrderForGuest(prisma, orderNumber, proof, locale);
}

/**
 * The order's pickup as an iCalendar file for its guest (docs/decisions/13-pickup-order-journey.md §5): `file` is
 * the RFC 5545 text in `locale`, `fileName` the attachment's name. An order whose `proof` does not hold answers
 * like an unknown one, before the database is asked anything.
 * @returns null for an unknown order or one this proof may not see.
 * @throws Error when the stored pickup cannot make an event (see orderCalendarFile), or the database's error.
 */
export async function getGuestOrderCalendar(
  orderNumber: string,
  proof: GuestOrderProof,
  locale: Locale,
): Promise<{ file: string; fileName: string } | null> {
  if (!mayViewOrder(orderNumber, proof, appSecret())) return null;
  const order = await findOrderForGuest(prisma, orderNumber, proof, locale);
  if (!order?.owner) return null;
  const file = orderCalendarFile({ ...order, pickupDate: order.pickupDate.toISOString().slice(0, 10) }, locale);
  return { file, fileName: orderCalendarFileName(order.orderNumber) };
}
