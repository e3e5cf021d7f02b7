// `npm run db:migrate`: applies prisma/migrations like `prisma migrate deploy`, through the WASM schema engine
// (the CLI's engine binary cannot be downloaded here). Uses DATABASE_URL, or the embedded development database.
import { runMain } from './lib/cli';
import { resolveDatabaseUrl } from './lib/database';
import { applyMigrations } from './lib/schema-engine';

runMain(async () => {
  const { url } = await resolveDatabaseUrl();
  const applied = await applyMigrations(url);
  console.log(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'No pending migrations.');
});
