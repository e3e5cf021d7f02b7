// Seed entry point: `npm run db:setup`, `npm run db:seed`, `npm run dev` and the e2e server call it after migrating
// (docs/deploy.md "Reference and sample data").
import type { Db } from '@/lib/db';
import { seedSamplePartners } from './seed/directory';
import { seedOnce } from './seed/ledger';
import { seedProducts } from './seed/products';
import { seedReferenceData } from './seed/reference';
import { seedAdmin } from './seed/staff-account';

/**
 * Puts the reference data (categories, towns) in place and, with `sample`, the sample partners and products; then
 * the seed's staff account (seedAdmin: created when missing, never changed; admin@localhost only with `sample`). Safe to run on every start: the seed
 * ledger makes it insert only what it never inserted, so rows staff deleted or edited stay as staff left them.
 */
export async function seedDatabase(prisma: Db, { sample }: { sample: boolean }): Promise<void> {
  await seedReferenceData(prisma);
  if (sample) {
    await seedSampleProducts(prisma);
    await seedSamplePartners(prisma);
  }
  // A database without sample data may be a production one: no default account there, whatever NODE_ENV says.
  await seedAdmin(prisma, process.env, { defaultAccount: sample });
}

async function seedSampleProducts(prisma: Db) {
  const inserted = await seedOnce(prisma, 'product', seedProducts, {
    keyOf: (product) => String(product.id),
    insert: (tx, product) => {
      const data = {
        nameEn: product.name.en,
        nameFr: product.name.fr,
        namePt: product.name.pt,
        descriptionEn: product.description.en,
        descriptionFr: product.description.fr,
        descriptionPt: product.description.pt,
        categoryEn: product.category.en,
        categoryFr: product.category.fr,
        categoryPt: product.category.pt,
        price: product.price,
        quantity: product.quantity,
        position: product.position,
        enabled: product.enabled ?? true,
        images: [`/products/${product.image}`],
      };
      return tx.product.upsert({ where: { id: product.id }, create: { id: product.id, ...data }, update: {} });
    },
  });
  // Explicit ids do not advance the id sequence; move it past them so staff-created products get fresh ids.
  if (inserted.length > 0) {
    await prisma.$executeRaw`SELECT setval(pg_get_serial_sequence('products', 'id'), GREATEST((SELECT MAX(id) FROM products), 1))`;
  }
}
