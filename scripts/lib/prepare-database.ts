// Bringing a database up to date before the app uses it. Why one place: `npm run dev`, `npm start`, the e2e server
// and `npm run db:seed` must migrate and seed the same way.
import { createPrismaClient } from '@/lib/db';
import { missingMigrations, missingMigrationsMessage } from '@/lib/ops/migrations';
import { seedDatabase } from '@/prisma/seed';
import { applyMigrations } from './schema-engine';

/**
 * What a start puts in the database (docs/deploy.md "Reference and sample data"): nothing, the reference data
 * (categories, towns, the seed's staff account) or that and the sample partners and products.
 */
export type SeedData = 'none' | 'reference' | 'sample';

/**
 * Applies pending migrations (or, with `migrate: false`, only checks that none is pending: production runs them
 * in a separate step, docs/deploy.md), then seeds `seed` (seedDatabase only inserts what it never inserted).
 * @throws Error naming the missing migrations when `migrate` is false and some are missing.
 */
export async function prepareDatabase(
  databaseUrl: string,
  { seed, migrate = true }: { seed: SeedData; migrate?: boolean },
) {
  if (migrate) {
    const applied = await applyMigrations(databaseUrl);
    console.log(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
  } else {
    await assertMigrated(databaseUrl);
  }
  if (seed !== 'none') await seedWith(databaseUrl, seed);
}

/** @throws Error (one line naming them) when the database lacks migrations that prisma/migrations holds. */
export async function assertMigrated(databaseUrl: string) {
  const prisma = createPrismaClient(databaseUrl);
  try {
    const missing = await missingMigrations(prisma);
    if (missing.length > 0) throw new Error(missingMigrationsMessage(missing));
  } finally {
    await prisma.$disconnect();
  }
}

/** Runs seedDatabase against `databaseUrl`: reference data, and sample data with `'sample'`. */
export async function seedWith(databaseUrl: string, data: Exclude<SeedData, 'none'>) {
  const prisma = createPrismaClient(databaseUrl);
  try {
    await seedDatabase(prisma, { sample: data === 'sample' });
    console.log(data === 'sample' ? 'Reference and sample data are in place.' : 'Reference data is in place.');
  } finally {
    await prisma.$disconnect();
  }
}
