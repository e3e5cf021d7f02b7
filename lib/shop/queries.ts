import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma } from '@/lib/db';
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

/** Fresh (uncached) enabled products by id, for the cart refresh: stock must be current. */
export function getCartProducts(ids: number[]) {
  return findEnabledProductsByIds(prisma, ids);
}
