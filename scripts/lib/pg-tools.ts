// PostgreSQL's own pg_dump and pg_restore for `npm run db:backup` / `db:restore` (docs/decisions/14-several-servers.md §5). Why the version
// check: pg_dump refuses a server of a newer major version ("aborting because of server version mismatch"), so
// the scripts say at once which pg_dump to install instead of failing half-way. PG_BIN chooses a directory of
// client programs (e.g. /usr/lib/postgresql/18/bin); otherwise they come from the PATH.
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/** The path of a PostgreSQL client program: in PG_BIN when set, else found on the PATH. */
export function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
}

/**
 * @throws Error (one line) when `program` is missing or older than the server's major version.
 */
export async function assertClientFits(program: string, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let server: number;
  try {
    server = (
      await client.query<{ major: number }>(`SELECT current_setting('server_version_num')::int / 10000 AS major`)
    ).rows[0].major;
  } finally {
    await client.end();
  }
  const version = await promisify(execFile)(program, ['--version']).then(
    ({ stdout }) => Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]),
    () => undefined,
  );
  if (version === undefined)
    throw new Error(
      `${program} was not found: install the PostgreSQL ${server} client programs, or point PG_BIN at them.`,
    );
  if (version < server) {
    throw new Error(
      `${program} is version ${version} and the server is PostgreSQL ${server}: pg_dump/pg_restore must be at least the server's major version. Install the PostgreSQL ${server} client programs, or point PG_BIN at them.`,
    );
  }
}

/** Runs `program args`, its output shown. @throws Error with its exit code when it fails. */
export function runProgram(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (exit code ${code}).`)),
    );
  });
}
