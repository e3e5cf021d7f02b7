// `npm run db:restore <file>`: loads a dump made by `npm run db:backup` into DATABASE_URL (or the embedded
// development database), replacing the tables it holds, in one transaction: a failed restore changes nothing.
// Stop the app processes first and restart them after (and, with Redis, flush its cache): docs/deploy.md.
import { existsSync } from 'node:fs';
import { runMain } from './lib/cli';
import { resolveDatabaseUrl } from './lib/database';
import { assertClientFits, pgProgram, runProgram } from './lib/pg-tools';

runMain(async () => {
  const file = process.argv[2];
  if (!file || !existsSync(file)) throw new Error('Usage: npm run db:restore -- <file made by npm run db:backup>');
  const { url } = await resolveDatabaseUrl();
  const pgRestore = pgProgram('pg_restore');
  await assertClientFits(pgRestore, url);
  await runProgram(pgRestore, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
  console.log(`Restored ${file}.`);
});
