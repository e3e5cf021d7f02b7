import type { Db } from '@/lib/db';
import type { Product } from '@/generated/prisma/client';
import type { Locale } from '@/lib/i18n/routing';
import { localProductCategory, localProductName } from '@/lib/shop/products/products';

/**
 * A product row in the staff list: every field, its name and category in the staff member's language (`name`,
 * `category`), and the units asked for by pending orders.
 */
export type StaffProductRow = Omit<Product, 'price'> & {
  price: string;
  pendingDemand: number;
  name: string;
  category: string;
};

const toRow = (product: Product, pendingDemand: number, locale: Locale): StaffProductRow => ({
  ...product,
  price: product.price.toFixed(2),
  pendingDemand,
  name: localProductName(product, locale),
  category: localProductCategory(product, locale),
});

/** Units of each product in pending orders (docs/decisions/04-backoffice.md: shown beside the stock), keyed by product id. */
export async function pendingDemand(db: Db, productIds?: number[]): Promise<Map<number, number>> {
  const rows = await db.orderItem.groupBy({
    by: ['productId'],
    where: { order: { status: 'pending' }, productId: productIds ? { in: productIds } : { not: null } },
    _sum: { quantity: true },
  });
  return new Map(rows.map((row) => [row.productId!, row._sum.quantity ?? 0]));
}

/**
 * Every product, disabled ones included (docs/spec.md §6, §7 admin reads), in shop order (position ascending, nulls
 * last, then newest); `search` matches names and categories in any language, case-insensitively; `name` and
 * `category` are in `locale`.
 */
export async function listStaffProducts(db: Db, locale: Locale, search = ''): Promise<StaffProductRow[]> {
  const q = search.trim();
  const fields = ['nameEn', 'nameFr', 'namePt', 'categoryEn', 'categoryFr', 'categoryPt'] as const;
  const where = q ? { OR: fields.map((field) => ({ [field]: { contains: q, mode: 'insensitive' as const } })) } : {};
  const products = await db.product.findMany({
    where,
    orderBy: [{ position: { sort: 'asc', nulls: 'last' } }, { createdAt: 'desc' }],
  });
  const demand = await pendingDemand(
    db,
    products.map((product) => product.id),
  );
  return products.map((product) => toRow(product, demand.get(product.id) ?? 0, locale));
}

/** One product by id, enabled or not, or null; `name` and `category` in `locale`. */
export async function getStaffProduct(db: Db, id: number, locale: Locale): Promise<StaffProductRow | null> {
  const product = await db.product.findUnique({ where: { id } });
  if (!product) return null;
  const demand = await pendingDemand(db, [id]);
  return toRow(product, demand.get(id) ?? 0, locale);
}
