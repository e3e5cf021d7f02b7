// Bringing a database up to date before the app uses it. Why one place: `npm run dev`, `npm start`, the e2e server
// and `npm run db:seed` must migrate and seed the same way.
import { createPrismaClient } from '../../lib/db';
import { missingMigrations, missingMigrationsMessage } from '../../lib/ops/migrations';
import { seedDatabase } from '../../prisma/seed';
import { applyMigrations } from './schema-engine';

/**
 * Applies pending migrations (or, with `migrate: false`, only checks that none is pending: production runs them
 * in a separate step, issue 14 §4), then seeds when asked (seedDatabase is idempotent).
 * @throws Error naming the missing migrations when `migrate` is false and some are missing.
 */
export async function prepareDatabase(databaseUrl: string, { seed, migrate = true }: { seed: boolean; migrate?: boolean }) {
  if (migrate) {
    const applied = await applyMigrations(databaseUrl);
    console.log(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
  } else {
    await assertMigrated(databaseUrl);
  }
  if (seed) await seedWith(databaseUrl);
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

export async function seedWith(databaseUrl: string) {
  const prisma = createPrismaClient(databaseUrl);
  try {
    await seedDatabase(prisma);
    console.log('Seed data is in place.');
  } finally {
    await prisma.$disconnect();
  }
}
