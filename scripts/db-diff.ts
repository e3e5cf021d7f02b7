// `npm run db:diff <name>`: writes prisma/migrations/<UTC timestamp>_<name>/migration.sql with the SQL that takes
// the existing migrations to prisma/schema.prisma, as `prisma migrate dev --create-only` would. Uses DATABASE_URL,
// or the embedded development database, only as a server for a throwaway shadow database.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMain } from './lib/cli';
import { resolveDatabaseUrl } from './lib/database';
import { diffMigrations } from './lib/schema-engine';

runMain(async () => {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error('Usage: npm run db:diff <name>   (name in snake_case, e.g. add_partner_reviews)');
  }
  const { url } = await resolveDatabaseUrl();
  const sql = await diffMigrations(url);
  if (!sql) {
    console.log('No schema changes.');
    return;
  }
  const timestamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14); // YYYYMMDDHHMMSS, UTC
  const dir = fileURLToPath(new URL(`../prisma/migrations/${timestamp}_${name}/`, import.meta.url));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'migration.sql'), sql);
  console.log(`Wrote ${path.relative(process.cwd(), path.join(dir, 'migration.sql'))}`);
});
