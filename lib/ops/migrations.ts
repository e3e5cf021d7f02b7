import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@/lib/db';

/** Where the build's migrations are: prisma/migrations under the app's directory (the Docker image copies it). */
export const shippedMigrationsDir = path.join(/* turbopackIgnore: true */ process.cwd(), 'prisma', 'migrations');

/**
 * The migrations this app ships (folders of `dir`) that the database has not finished applying, by name, in
 * order (docs/decisions/14-several-servers.md §4). Reads `_prisma_migrations`, which `npm run db:migrate` and `prisma migrate deploy` write.
 * @returns [] when the database is up to date; every shipped name when it was never migrated.
 * @throws Error when `dir` cannot be read or the database cannot be reached.
 */
export async function missingMigrations(db: Db, dir = shippedMigrationsDir): Promise<string[]> {
  // Read at run time from the app's directory: the bundler must not trace (and copy) the project for it.
  const entries = await readdir(/* turbopackIgnore: true */ dir, { withFileTypes: true });
  const shipped = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const table = await db.$queryRaw<{ name: string | null }[]>`SELECT to_regclass('_prisma_migrations')::text AS name`;
  if (!table[0]?.name) return shipped;
  const applied = await db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const done = new Set(applied.map((row) => row.migration_name));
  return shipped.filter((name) => !done.has(name));
}

/** The one-line refusal for missing migrations, naming them. */
export function missingMigrationsMessage(names: string[]): string {
  return `The database lacks ${names.length} migration(s) this build ships: ${names.join(', ')}. Run \`npm run db:migrate\` (or \`prisma migrate deploy\`) first.`;
}
