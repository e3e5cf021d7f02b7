// Bringing a database up to date before the app uses it. Why one place: `npm run dev`, `npm start`, the e2e server
// and `npm run db:seed` must migrate and seed the same way.
import { createPrismaClient } from '../../lib/db';
import { seedDatabase } from '../../prisma/seed';
import { applyMigrations } from './schema-engine';

/** Applies pending migrations, then seeds when asked (seedDatabase is idempotent). */
export async function prepareDatabase(databaseUrl: string, { seed }: { seed: boolean }) {
  const applied = await applyMigrations(databaseUrl);
  console.log(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
  if (seed) await seedWith(databaseUrl);
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
