import type { Db, Tx } from '@/lib/db';
import type { Product } from '@/generated/prisma/client';
import { inEveryLanguage, inLanguage } from '@/lib/i18n/fallback';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A product as the public shop shows it: plain JSON (cacheable), texts in three languages (a missing one in another
 * language, docs/design.md "A missing translation"), price in euros.
 */
export type ShopProduct = {
  id: number;
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  category: Record<Locale, string>;
  /** Euros with two decimals, as a string ("12.50") so no float rounding creeps in. */
  price: string;
  /** Units in stock. */
  quantity: number;
  /** Image URLs: files under public/ (`/products/salt.webp`) or uploaded images (`/media/{id}`). */
  images: string[];
};

/**
 * What a cart line is made of (lib/shop/cart/cart-store.ts): what the add-to-cart button needs, and all a card sends to the
 * browser. Not the descriptions and categories in three languages: a client component's props are written into every
 * page's HTML again for hydration, and the product list has one button per product (docs/performance.md, "Server
 * work per page").
 */
export type CartProduct = Pick<ShopProduct, 'id' | 'name' | 'price' | 'quantity' | 'images'>;

/** A product's CartProduct: its first image only (the cart shows one). */
export function toCartProduct(product: ShopProduct): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    quantity: product.quantity,
    images: product.images.slice(0, 1),
  };
}

/** The columns a ShopProduct is made of: the public reads select these, not whole rows (docs/performance.md). */
const shopProductColumns = {
  id: true,
  nameEn: true,
  nameFr: true,
  namePt: true,
  descriptionEn: true,
  descriptionFr: true,
  descriptionPt: true,
  categoryEn: true,
  categoryFr: true,
  categoryPt: true,
  price: true,
  quantity: true,
  images: true,
} as const;

export function toShopProduct(product: Pick<Product, keyof typeof shopProductColumns>): ShopProduct {
  return {
    id: product.id,
    name: inEveryLanguage({ en: product.nameEn, fr: product.nameFr, pt: product.namePt }, ''),
    description: inEveryLanguage(
      { en: product.descriptionEn, fr: product.descriptionFr, pt: product.descriptionPt },
      '',
    ),
    category: inEveryLanguage({ en: product.categoryEn, fr: product.categoryFr, pt: product.categoryPt }, ''),
    price: product.price.toFixed(2),
    quantity: product.quantity,
    images: product.images,
  };
}

/** docs/spec.md §7 "Read products": enabled only, position ascending with nulls last, then newest first. */
const publicOrder = [{ position: { sort: 'asc', nulls: 'last' } }, { createdAt: 'desc' }] as const;

/**
 * Enabled products in shop order (docs/spec.md §7 Read products).
 * @throws the database error when the query fails (the page shows "Failed to load products").
 */
export async function findEnabledProducts(db: Db | Tx): Promise<ShopProduct[]> {
  const products = await db.product.findMany({
    where: { enabled: true },
    orderBy: [...publicOrder],
    select: shopProductColumns,
  });
  return products.map(toShopProduct);
}

/** One enabled product by id, or null when unknown or disabled (docs/spec.md §7 Read a product by id). */
export async function findEnabledProduct(db: Db | Tx, id: number): Promise<ShopProduct | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const product = await db.product.findFirst({ where: { id, enabled: true }, select: shopProductColumns });
  return product ? toShopProduct(product) : null;
}

/** Enabled products with the given ids, for refreshing a cart; unknown or disabled ids are simply absent. */
export async function findEnabledProductsByIds(db: Db | Tx, ids: number[]): Promise<ShopProduct[]> {
  const products = await db.product.findMany({ where: { id: { in: ids }, enabled: true }, select: shopProductColumns });
  return products.map(toShopProduct);
}

/**
 * Up to `limit` other enabled products of the same (English) category, in shop order, for "Related products"
 * (docs/spec.md §7 Read products by category).
 */
export async function findRelatedProducts(db: Db | Tx, product: ShopProduct, limit = 4): Promise<ShopProduct[]> {
  const related = await db.product.findMany({
    where: { enabled: true, categoryEn: product.category.en, id: { not: product.id } },
    orderBy: [...publicOrder],
    take: limit,
    select: shopProductColumns,
  });
  return related.map(toShopProduct);
}

/**
 * A product's name in a language (staff pages show it in the staff member's), a missing one as docs/design.md
 * "A missing translation" says.
 */
export function localProductName(product: { nameEn: string; nameFr: string; namePt: string }, locale: Locale): string {
  return inLanguage({ en: product.nameEn, fr: product.nameFr, pt: product.namePt }, locale) ?? '';
}

/** A product's category in a language, a missing one as for localProductName ('' when it has none). */
export function localProductCategory(
  product: { categoryEn: string; categoryFr: string; categoryPt: string },
  locale: Locale,
): string {
  return inLanguage({ en: product.categoryEn, fr: product.categoryFr, pt: product.categoryPt }, locale) ?? '';
}

/**
 * An order item's name in a language: the product's own name there while the product exists, else the English
 * name the item kept (order_items.product_name; docs/decisions/13-pickup-order-journey.md §4).
 */
export function localItemName(
  item: { productName: string; product?: { nameEn: string; nameFr: string; namePt: string } | null },
  locale: Locale,
): string {
  return item.product ? localProductName(item.product, locale) : item.productName;
}
