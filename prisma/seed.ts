// Seed data entry point: `npm run dev`, `npm run db:seed` and the e2e server call it after migrating.
import type { PrismaClient } from '@/generated/prisma/client';
import { seedAdmin } from '../lib/auth/admin-accounts';
import { seedDirectory } from './seed/directory';
import { seedProducts } from './seed/products';

/**
 * Puts the sample data in place; safe to run on every start. Rows that already exist are left as staff
 * edited them: the seed only creates what is missing.
 */
export async function seedDatabase(prisma: PrismaClient): Promise<void> {
  for (const product of seedProducts) {
    const data = {
      nameEn: product.name.en, nameFr: product.name.fr, namePt: product.name.pt,
      descriptionEn: product.description.en, descriptionFr: product.description.fr, descriptionPt: product.description.pt,
      categoryEn: product.category.en, categoryFr: product.category.fr, categoryPt: product.category.pt,
      price: product.price, quantity: product.quantity, position: product.position,
      enabled: product.enabled ?? true, images: [`/products/${product.image}`],
    };
    await prisma.product.upsert({ where: { id: product.id }, create: { id: product.id, ...data }, update: {} });
  }
  // Explicit ids do not advance the id sequence; move it past them so staff-created products get fresh ids.
  await prisma.$executeRaw`SELECT setval(pg_get_serial_sequence('products', 'id'), GREATEST((SELECT MAX(id) FROM products), 1))`;
  await seedDirectory(prisma);
  await seedAdmin(prisma);
}
