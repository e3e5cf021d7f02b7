import 'server-only';
import type { Db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { localItemName } from '@/lib/shop/products/products';
import { appSecret } from '@/lib/secret';
import { mayViewOrder } from './order-receipt';
import { pickupAddress } from '@/lib/shop/pickup/pickup-places';

/** Order numbers as generated (docs/spec.md §9): "CD" + base-36 time + 5 random characters, upper case. */
export const ORDER_NUMBER_PATTERN = /^CD[0-9A-Z]{8,20}$/;

/**
 * An order as its guest sees it (docs/decisions/13-pickup-order-journey.md §4): current status, pickup, total, and items named in `locale` while
 * their product exists (the English name kept on the item otherwise). `owner` is true for the browser holding
 * the receipt cookie or a holder of the signed e-mail link; the caller shows details only then, with the pickup
 * place's street address (`pickupAddress`, null for the others and for a location without a place).
 * @returns null for a malformed or unknown order number.
 */
export async function findOrderForGuest(
  db: Db,
  orderNumber: string,
  proof: { receipt?: string; token?: string },
  locale: Locale,
) {
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) return null;
  const order = await db.order.findUnique({
    where: { orderNumber },
    include: {
      items: { orderBy: { id: 'asc' }, include: { product: { select: { nameEn: true, nameFr: true, namePt: true } } } },
    },
  });
  if (!order) return null;
  const owner = mayViewOrder(order.orderNumber, proof, appSecret());
  return {
    ...order,
    owner,
    pickupAddress: owner ? await pickupAddress(db, order.pickupLocation) : null,
    items: order.items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      subtotal: item.subtotal,
      name: localItemName(item, locale),
    })),
  };
}
