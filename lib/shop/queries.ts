import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma } from '@/lib/db';
import { listPickupPlaces } from './pickup-places';
import { findEnabledProduct, findEnabledProducts, findEnabledProductsByIds, findRelatedProducts } from './products';

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
export const getPickupPlaces = unstable_cache(() => listPickupPlaces(prisma), ['pickup-places'], { tags: [PICKUP_PLACES_TAG] });

/** Fresh (uncached) enabled products by id, for the cart refresh: stock must be current. */
export function getCartProducts(ids: number[]) {
  return findEnabledProductsByIds(prisma, ids);
}
