// Which database a script works on. Why: with DATABASE_URL unset, development runs on an embedded PostgreSQL
// whose data lives in .data/postgres, so a fresh clone needs no database install; with DATABASE_URL set nothing
// is started, and an unreachable server is reported in one line before anything else fails on it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { onShutdown } from './cli';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * DATABASE_URL when it is set (checked to be reachable), otherwise the development server on `<DATA_DIR>/postgres`
 * (DATA_DIR defaults to .data): the one already running there (`npm run dev`), which is left running, or one
 * started at EMBEDDED_DB_PORT (default 5433) and stopped when the script exits.
 */
export async function resolveDatabaseUrl(): Promise<{ url: string; embedded: boolean }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await assertReachable(url);
    return { url, embedded: false };
  }
  const port = Number(process.env.EMBEDDED_DB_PORT ?? 5433);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`EMBEDDED_DB_PORT must be a port number, not "${process.env.EMBEDDED_DB_PORT}".`);
  }
  const dataDir = path.join(dataRoot(), 'postgres');
  const running = await runningEmbeddedPostgres(dataDir);
  if (running) {
    console.log(
      `Using the embedded PostgreSQL already running on port ${new URL(running).port} (data in ${shown(dataDir)}).`,
    );
    return { url: running, embedded: true };
  }
  const database = await startEmbeddedPostgres({ dataDir, port, persistent: true });
  onShutdown(database.stop);
  console.log(`Embedded PostgreSQL ready on port ${port} (data in ${shown(dataDir)}).`);
  return { url: database.url, embedded: true };
}

/** A folder as a person reads it: relative inside the project (.data/postgres), else absolute. */
function shown(dir: string): string {
  const relative = path.relative(root, dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
}

/** Where development keeps its data (database, session secret): DATA_DIR, relative to the project, or `.data`. */
export function dataRoot(): string {
  return path.resolve(root, process.env.DATA_DIR || '.data');
}

/**
 * @throws Error "Cannot reach the database at host:port ..." when no connection can be made within 5 s, or
 * "The database at host:port refused the connection: ..." when the server rejects the credentials or database.
 */
export async function assertReachable(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    const { hostname, port } = new URL(databaseUrl);
    const where = `${hostname}:${port || 5432}`;
    // The server answered but refused (wrong password, no such database): it is running, the URL is wrong.
    if (error instanceof pg.DatabaseError)
      throw new Error(`The database at ${where} refused the connection: ${error.message}`);
    const details = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error);
    throw new Error(`Cannot reach the database at ${where} — is PostgreSQL running? (${details})`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
