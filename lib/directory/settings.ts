import type { Db } from '@/lib/db';
import type * as z from '@/lib/validation/zod';
import type { categoryEditSchema, PartnershipStatusValue, townEditSchema } from '@/lib/directory/partner-schemas';

/*
 * Category, town and partnership-request writes of the backoffice (docs/decisions/12-staff-run-directory.md §4, §5). Plain functions on a Prisma
 * client; the server actions authorize, validate and revalidate around them.
 */

/**
 * Saves a category's title, description, search words (docs/search.md "Category words": the database then rewrites
 * the search document of each of its partners), order and image (a URL under public/ or `/media/...`).
 * @returns false when the category does not exist.
 */
export async function updateCategory(
  db: Db,
  data: z.output<typeof categoryEditSchema>,
  image: string,
): Promise<boolean> {
  const { slug, ...fields } = data;
  const { count } = await db.category.updateMany({ where: { slug }, data: { ...fields, image } });
  return count === 1;
}

/** Saves a town's name, description and image. @returns false when the town does not exist. */
export async function updateTown(db: Db, data: z.output<typeof townEditSchema>, image: string): Promise<boolean> {
  const { id, ...fields } = data;
  const { count } = await db.location.updateMany({ where: { id }, data: { ...fields, image } });
  return count === 1;
}

/** Sets a partnership request's status (docs/decisions/12-staff-run-directory.md §5). @returns false when the request does not exist. */
export async function setPartnershipStatus(db: Db, id: number, status: PartnershipStatusValue): Promise<boolean> {
  const { count } = await db.partnershipRequest.updateMany({ where: { id }, data: { status } });
  return count === 1;
}
