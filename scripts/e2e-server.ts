// Playwright's webServer: the production build (`next build` runs before) on a fresh throwaway database, migrated
// and seeded, so every e2e run starts from the same data and never touches a developer's database. Stops Next,
// then the database, on SIGTERM/SIGINT; the database's files are deleted.
import { upsertAdmin } from '../lib/auth/admin-accounts';
import { createPrismaClient } from '../lib/db';
import { onShutdown, runMain } from './lib/cli';
import { startThrowawayPostgres } from './lib/embedded-postgres';
import { clearRenderCaches, runNext } from './lib/next-server';
import { prepareDatabase } from './lib/prepare-database';

runMain(
  async () => {
    // Cached reads and pages outlive restarts and databases: a fresh database needs empty caches.
    await clearRenderCaches();
    const database = await startThrowawayPostgres();
    onShutdown(database.stop);
    await prepareDatabase(database.url, { seed: true });
    // A second staff account for the two-factor tests, which turn its second factor on (the seeded one keeps none).
    if (process.env.E2E_2FA_ADMIN_EMAIL && process.env.E2E_2FA_ADMIN_PASSWORD) {
      const db = createPrismaClient(database.url);
      await upsertAdmin(db, process.env.E2E_2FA_ADMIN_EMAIL, process.env.E2E_2FA_ADMIN_PASSWORD).finally(() => db.$disconnect());
    }
    return runNext('start', ['-p', process.env.PORT ?? '3100'], {
      ...process.env,
      DATABASE_URL: database.url,
      NODE_ENV: 'production',
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-only-secret-not-for-production-0123456789',
    });
  },
  { signalExitCode: 0 },
);
