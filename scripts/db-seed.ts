// `npm run db:seed [-- --sample]`: the seed against DATABASE_URL (an existing, migrated database): the reference
// data, and with `--sample` the sample partners and products. It inserts only what it never inserted
// (docs/deploy.md "Reference and sample data"); the embedded development database is seeded by `npm run dev`.
import { runMain } from './lib/cli';
import { assertReachable } from './lib/database';
import { seedWith } from './lib/prepare-database';

runMain(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: db:seed seeds an existing database (npm run dev seeds its own).');
  const unknown = process.argv.slice(2).filter((arg) => arg !== '--sample');
  if (unknown.length > 0) throw new Error(`Usage: npm run db:seed [-- --sample]   (unknown: ${unknown.join(' ')})`);
  await assertReachable(url);
  await seedWith(url, process.argv.includes('--sample') ? 'sample' : 'reference');
});
