// `npm run dev` / `npm start`: one command from a fresh clone to a working site. Why a script and not plain
// `next dev`: without DATABASE_URL it starts an embedded PostgreSQL (data in .data/postgres), migrates and seeds
// it, runs Next against it and stops it after Next on Ctrl-C; with DATABASE_URL it only checks, migrates and runs.
// `dev` without AUTH_SECRET uses a random one generated once and kept in .data/auth-secret; `start` needs its own.
// Usage: tsx scripts/run.ts dev|start [next options]   (PORT, EMBEDDED_DB_PORT, DATA_DIR, SEED=1 are read from the env)
import path from 'node:path';
import { authSecretProblem } from '@/lib/secret-check';
import { runMain } from './lib/cli';
import { dataRoot, resolveDatabaseUrl } from './lib/database';
import { developmentSecret } from './lib/auth-secret';
import { runNext } from './lib/next-server';
import { prepareDatabase } from './lib/prepare-database';

runMain(
  async () => {
    const [command, ...nextArgs] = process.argv.slice(2);
    if (command !== 'dev' && command !== 'start') throw new Error('Usage: tsx scripts/run.ts dev|start [next options]');
    // `npm start` runs the production server: refuse a missing or short secret before starting anything.
    const problem = command === 'start' ? authSecretProblem(process.env.AUTH_SECRET, { production: true }) : null;
    if (problem) throw new Error(problem);
    const secret = process.env.AUTH_SECRET ?? (await developmentSecret(path.join(dataRoot(), 'auth-secret')));

    const { url, embedded } = await resolveDatabaseUrl();
    // Against a DATABASE_URL, `npm start` only checks the migrations: deploys run `npm run db:migrate` once, first.
    const migrate = embedded || command === 'dev';
    // Sample data on the embedded database and on request; a dev start on DATABASE_URL gets the reference data.
    const seed = embedded || process.env.SEED === '1' ? 'sample' : command === 'dev' ? 'reference' : 'none';
    await prepareDatabase(url, { seed, migrate });
    return runNext(command, nextArgs, { ...process.env, DATABASE_URL: url, AUTH_SECRET: secret });
  },
  { signalExitCode: 0 },
);
