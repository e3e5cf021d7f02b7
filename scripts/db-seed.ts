// `npm run db:seed`: runs the idempotent seed against DATABASE_URL (an existing, migrated database); the
// embedded development database is seeded by `npm run dev` already.
import { runMain } from './lib/cli';
import { assertReachable } from './lib/database';
import { seedWith } from './lib/prepare-database';

runMain(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: db:seed seeds an existing database (npm run dev seeds its own).');
  await assertReachable(url);
  await seedWith(url);
});
