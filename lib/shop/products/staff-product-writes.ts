import { specRefusal } from '@/lib/actions/spec-messages';
import type { ActionResult } from '@/lib/actions/result';
import type { Db, Tx } from '@/lib/db';
import type { ProductData } from '@/lib/shop/staff-schemas';

const notFound = specRefusal('productNotFound');

/** Creates a product (docs/spec.md §6; enabled unless the form says otherwise). Price in euros. @returns its id and row version. */
export async function createProduct(
  db: Db | Tx,
  data: ProductData,
): Promise<ActionResult<{ id: number; version: number }>> {
  const product = await db.product.create({ data, select: { id: true, version: true } });
  return { ok: true, data: product };
}

/**
 * Replaces every editable field of a product, stock included, if the row is still at `version`: the version the
 * staff form was opened with (README "Backoffice"). Any write since (an order confirmation taking stock, a stock
 * adjustment, another staff member's save) moved the version on, and the save is refused, so a stale form never
 * writes back an old stock figure.
 * @returns the product's new version; `staleProduct` (a `BackofficeErrors` key) when the row changed since, or
 * `Product not found` for an unknown id.
 */
export async function updateProduct(
  db: Db | Tx,
  id: number,
  version: number,
  data: ProductData,
): Promise<ActionResult<{ id: number; version: number }>> {
  const [updated] = await db.product.updateManyAndReturn({
    where: { id, version },
    data,
    select: { id: true, version: true },
  });
  if (updated) return { ok: true, data: updated };
  return (await db.product.count({ where: { id } })) === 0 ? notFound : { ok: false, error: 'staleProduct' };
}

/** Deletes a product; its order items keep their snapshot (product_id becomes null). */
export async function deleteProduct(db: Db | Tx, id: number): Promise<ActionResult<{ id: number }>> {
  const deleted = await db.product.deleteMany({ where: { id } });
  return deleted.count === 1 ? { ok: true, data: { id } } : notFound;
}

/** Shows or hides a product in the public shop (docs/spec.md §4 Product). */
export async function setProductEnabled(
  db: Db | Tx,
  id: number,
  enabled: boolean,
): Promise<ActionResult<{ enabled: boolean }>> {
  const updated = await db.product.updateMany({ where: { id }, data: { enabled } });
  return updated.count === 1 ? { ok: true, data: { enabled } } : notFound;
}

/**
 * Adds `delta` units to a product's stock (negative removes). The update is conditional (`quantity >= -delta`),
 * so a concurrent change cannot push stock below zero.
 * @returns the new stock; `Insufficient stock. Available: {n}, Required: {n}` (docs/spec.md §5) or `Product not found`.
 */
export async function adjustStock(db: Db | Tx, id: number, delta: number): Promise<ActionResult<{ quantity: number }>> {
  const where = delta < 0 ? { id, quantity: { gte: -delta } } : { id };
  const updated = await db.product.updateManyAndReturn({
    where,
    data: { quantity: { increment: delta } },
    select: { quantity: true },
  });
  if (updated.length === 1) return { ok: true, data: updated[0] };
  const product = await db.product.findUnique({ where: { id }, select: { quantity: true } });
  if (!product) return notFound;
  return specRefusal('insufficientStock', { available: product.quantity, required: -delta });
}
