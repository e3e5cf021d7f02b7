// Playwright's webServer: the production build (`next build` runs before) on a fresh throwaway database, migrated
// and seeded, so every e2e run starts from the same data and never touches a developer's database. Stops Next,
// then the database, on SIGTERM/SIGINT; the database's files are deleted.
import { writeFile } from 'node:fs/promises';
import { upsertStaffAccount } from '@/lib/staff/auth/accounts';
import { createPrismaClient } from '@/lib/db';
import { onShutdown, runMain } from './lib/cli';
import { e2eDatabaseUrlFile } from './lib/e2e-database';
import { randomAuthSecret } from './lib/auth-secret';
import { startThrowawayPostgres } from './lib/embedded-postgres';
import { clearRenderCaches, runNext } from './lib/next-server';
import { prepareDatabase } from './lib/prepare-database';

runMain(
  async () => {
    // Cached reads and pages outlive restarts and databases: a fresh database needs empty caches.
    await clearRenderCaches();
    const database = await startThrowawayPostgres();
    onShutdown(database.stop);
    await prepareDatabase(database.url, { seed: 'sample' });
    const db = createPrismaClient(database.url);
    try {
      // A second staff account for the two-factor tests, which turn its second factor on (the seeded one keeps none).
      if (process.env.E2E_2FA_ADMIN_EMAIL && process.env.E2E_2FA_ADMIN_PASSWORD) {
        await upsertStaffAccount(db, process.env.E2E_2FA_ADMIN_EMAIL, process.env.E2E_2FA_ADMIN_PASSWORD);
      }
      // New accounts read the backoffice in Portuguese (docs/decisions/12-staff-run-directory.md §7); the specs name what they click in English, so
      // these two accounts use English. tests/e2e/staff/backoffice-language.spec.ts walks the Portuguese backoffice.
      await db.adminUser.updateMany({ data: { locale: 'en' } });
    } finally {
      await db.$disconnect();
    }
    await writeFile(e2eDatabaseUrlFile(process.env.PORT), database.url, { mode: 0o600 });
    return runNext('start', ['-p', process.env.PORT ?? '3100'], {
      ...process.env,
      DATABASE_URL: database.url,
      NODE_ENV: 'production',
      SHUTDOWN_DRAIN_MS: '0', // nothing balances across this one server: stop at once
      // playwright.config.ts sets a random one per run (the tests sign sessions with it); else one for this run.
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomAuthSecret(),
    });
  },
  { signalExitCode: 0 },
);
