// `npm run db:setup`: what a new database needs before it serves guests, run once by an operator and safe to run
// again: the migrations, then the reference data (categories, towns; pickup places come with their migration) and,
// with ADMIN_EMAIL and ADMIN_PASSWORD set, the first staff account. No sample business (docs/deploy.md "Reference
// and sample data"). Uses DATABASE_URL, or the embedded development database.
import { runMain } from './lib/cli';
import { resolveDatabaseUrl } from './lib/database';
import { prepareDatabase } from './lib/prepare-database';

runMain(async () => {
  const { url } = await resolveDatabaseUrl();
  await prepareDatabase(url, { seed: 'reference' });
});
