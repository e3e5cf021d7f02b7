import { Prisma } from '@/generated/prisma/client';
import type { Db, Tx } from '@/lib/db';
import type { ProductData } from '@/lib/validation/backoffice';

export type ServiceResult<T> = { ok: true; data: T } | { ok: false; error: string };

const notFound = { ok: false, error: 'Product not found' } as const;
const isNotFound = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';

/** Creates a product (SPEC §6; enabled unless the form says otherwise). Price in euros. */
export async function createProduct(db: Db | Tx, data: ProductData): Promise<ServiceResult<{ id: number }>> {
  const product = await db.product.create({ data, select: { id: true } });
  return { ok: true, data: product };
}

/** Replaces every editable field of a product. @returns `Product not found` for an unknown id. */
export async function updateProduct(db: Db | Tx, id: number, data: ProductData): Promise<ServiceResult<{ id: number }>> {
  try {
    return { ok: true, data: await db.product.update({ where: { id }, data, select: { id: true } }) };
  } catch (error) {
    if (isNotFound(error)) return notFound;
    throw error;
  }
}

/** Deletes a product; its order items keep their snapshot (product_id becomes null). */
export async function deleteProduct(db: Db | Tx, id: number): Promise<ServiceResult<{ id: number }>> {
  const deleted = await db.product.deleteMany({ where: { id } });
  return deleted.count === 1 ? { ok: true, data: { id } } : notFound;
}

/** Shows or hides a product in the public shop (SPEC §4 Product). */
export async function setProductEnabled(db: Db | Tx, id: number, enabled: boolean): Promise<ServiceResult<{ enabled: boolean }>> {
  const updated = await db.product.updateMany({ where: { id }, data: { enabled } });
  return updated.count === 1 ? { ok: true, data: { enabled } } : notFound;
}

/**
 * Adds `delta` units to a product's stock (negative removes). The update is conditional (`quantity >= -delta`),
 * so a concurrent change cannot push stock below zero.
 * @returns the new stock; `Insufficient stock. Available: {n}, Required: {n}` (SPEC §5) or `Product not found`.
 */
export async function adjustStock(db: Db | Tx, id: number, delta: number): Promise<ServiceResult<{ quantity: number }>> {
  const where = delta < 0 ? { id, quantity: { gte: -delta } } : { id };
  const updated = await db.product.updateManyAndReturn({ where, data: { quantity: { increment: delta } }, select: { quantity: true } });
  if (updated.length === 1) return { ok: true, data: updated[0] };
  const product = await db.product.findUnique({ where: { id }, select: { quantity: true } });
  if (!product) return notFound;
  return { ok: false, error: `Insufficient stock. Available: ${product.quantity}, Required: ${-delta}` };
}
