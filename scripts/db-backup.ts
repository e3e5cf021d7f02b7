// `npm run db:backup [file]`: the whole database in pg_dump's custom format (compressed, restorable table by
// table with pg_restore), to `file` or backups/algarve-<UTC time>.dump. Uses DATABASE_URL, or the embedded
// development database. Owners and grants are left out so the dump restores into any role. See docs/deploy.md.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { runMain } from './lib/cli';
import { resolveDatabaseUrl } from './lib/database';
import { assertClientFits, pgProgram, runProgram } from './lib/pg-tools';

runMain(async () => {
  const { url } = await resolveDatabaseUrl();
  const file =
    process.argv[2] ??
    path.join('backups', `algarve-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}.dump`);
  const pgDump = pgProgram('pg_dump');
  await assertClientFits(pgDump, url);
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await runProgram(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
  console.log(`Backup written to ${file}.`);
});
