// `npm run dev` / `npm start`: one command from a fresh clone to a working site. Why a script and not plain
// `next dev`: without DATABASE_URL it starts an embedded PostgreSQL (data in .data/postgres), migrates and seeds
// it, runs Next against it and stops it after Next on Ctrl-C; with DATABASE_URL it only checks, migrates and runs.
// Usage: tsx scripts/run.ts dev|start [next options]   (PORT, EMBEDDED_DB_PORT, SEED=1 are read from the env)
import { runMain } from './lib/cli';
import { resolveDatabaseUrl } from './lib/database';
import { runNext } from './lib/next-server';
import { prepareDatabase } from './lib/prepare-database';

runMain(
  async () => {
    const [command, ...nextArgs] = process.argv.slice(2);
    if (command !== 'dev' && command !== 'start') throw new Error('Usage: tsx scripts/run.ts dev|start [next options]');
    if (command === 'start' && !process.env.AUTH_SECRET) {
      throw new Error(
        'AUTH_SECRET is not set: `npm start` runs the production server, which signs sessions with it. ' +
          'Set it to a long random value (e.g. `openssl rand -base64 32`).',
      );
    }

    const { url, embedded } = await resolveDatabaseUrl();
    // Against a DATABASE_URL, `npm start` only checks the migrations: deploys run `npm run db:migrate` once, first.
    const migrate = embedded || command === 'dev';
    await prepareDatabase(url, { seed: embedded || command === 'dev' || process.env.SEED === '1', migrate });
    return runNext(command, nextArgs, { ...process.env, DATABASE_URL: url });
  },
  { signalExitCode: 0 },
);
