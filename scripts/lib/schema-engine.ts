// Prisma's schema engine, compiled to WebAssembly, driving PostgreSQL through the pg driver adapter.
// Why: `prisma migrate` needs a native engine binary that cannot be downloaded here. The WASM build of the same
// engine applies and diffs the same prisma/migrations folder and records `_prisma_migrations` the same way, so
// `prisma migrate deploy` stays interchangeable wherever the binary exists. The workarounds below (the "char"
// column type, the shadow database, the lockfile, the panic registry) are explained in docs/design.md.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const schemaPath = path.join(root, 'prisma', 'schema.prisma');
const migrationsDir = path.join(root, 'prisma', 'migrations');
const noFilters = { externalTables: [], externalEnums: [] };

/**
 * Applies the migrations in prisma/migrations that the database has not seen, like `prisma migrate deploy`.
 * @returns the names of the migrations applied now (empty when the database was up to date).
 * @throws Error when a migration fails or an applied migration was edited.
 */
export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const migrationsList = await readMigrationsList();
  const result = await withEngine(databaseUrl, (engine) =>
    engine.applyMigrations({ migrationsList, filters: noFilters }),
  );
  return result.appliedMigrationNames;
}

/**
 * The SQL that takes a database built from prisma/migrations to prisma/schema.prisma: what `prisma migrate dev`
 * would put in a new migration. Replays the migrations on a temporary shadow database on the same server.
 * @returns the SQL script, or '' when the migrations already match the schema.
 */
export async function diffMigrations(databaseUrl: string): Promise<string> {
  const migrationsList = await readMigrationsList();
  const files = [{ path: schemaPath, content: await readFile(schemaPath, 'utf8') }];
  const result = await withEngine(databaseUrl, (engine) =>
    engine.diff({
      from: { tag: 'migrations', ...migrationsList },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: true,
      filters: noFilters,
    }),
  );
  // exitCode 2 means "there is a difference"; an empty diff still prints a comment saying so.
  return result.exitCode === 2 ? (result.stdout ?? '') : '';
}

/** The migrations folder in the shape the engine reads (the same one the Prisma CLI builds). */
async function readMigrationsList(): Promise<MigrationList> {
  const lockfile = 'migration_lock.toml';
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return {
    baseDir: migrationsDir,
    // Without the lockfile's content the engine cannot tell which connector the migrations are for.
    lockfile: { path: lockfile, content: await readFile(path.join(migrationsDir, lockfile), 'utf8').catch(() => null) },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      names.map(async (name) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8').then(
            (value) => ({ tag: 'ok' as const, value }),
            (error: Error) => ({ tag: 'error' as const, value: error.message }),
          ),
        },
      })),
    ),
  };
}

/** Runs one engine command against the database, then frees the engine and closes every connection it opened. */
async function withEngine<T>(databaseUrl: string, command: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const { SchemaEngine } = await loadEngine();
  const adapters = new Set<SqlDriverAdapter>();
  const factory = bindMigrationAwareSqlAdapterFactory(migrationAdapterFactory(databaseUrl, adapters));
  panicRegistry.message = '';
  try {
    const datamodels: [string, string][] = [[schemaPath, await readFile(schemaPath, 'utf8')]];
    const engine = await SchemaEngine.new({ datamodels }, logEngineMessage, factory);
    try {
      return await command(engine);
    } finally {
      engine.free();
    }
  } catch (error) {
    // A panic inside the WASM engine surfaces as an opaque RuntimeError; its message is in the registry.
    if (panicRegistry.message) throw new Error(`Prisma schema engine panicked: ${panicRegistry.message}`);
    throw readableEngineError(error);
  } finally {
    await Promise.all([...adapters].map((adapter) => adapter.dispose().catch(() => undefined)));
  }
}

/**
 * Engine errors end in a multi-line span trace; keep the message above it and the migration it names (the whole
 * error stays available as `cause`).
 */
function readableEngineError(error: unknown): unknown {
  if (!(error instanceof Error) || !error.message.includes('\n   0: ')) return error;
  const [summary, trace] = error.message.split(/\n\s+0: /, 2);
  const migration = /migration_name="([^"]+)"/.exec(trace)?.[1];
  const message = summary.split('\n').join(': ') + (migration ? ` (migration ${migration})` : '');
  return new Error(`Prisma schema engine: ${message}`, { cause: error });
}

function logEngineMessage(line: string) {
  if (process.env.DEBUG_SCHEMA_ENGINE) console.error(line);
}

const panicRegistry = { message: '' };

let engineModule: Promise<typeof import('@prisma/schema-engine-wasm')> | undefined;

/** Loads the engine once. The package is built for bundlers, so the WASM is instantiated by hand. */
function loadEngine() {
  engineModule ??= (async () => {
    Object.assign(globalThis, {
      PRISMA_WASM_PANIC_REGISTRY: {
        set_message: (message: string) => (panicRegistry.message = message),
        get: () => panicRegistry.message,
      },
    });
    const bg = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const jsPath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await readFile(jsPath.replace(/\.js$/, '.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg as unknown as typeof import('@prisma/schema-engine-wasm');
  })();
  return engineModule;
}

/**
 * The adapter factory the engine migrates with. Every adapter it hands out is recorded in `adapters`, so that
 * connections the engine leaves open are closed when the command ends.
 */
function migrationAdapterFactory(
  databaseUrl: string,
  adapters: Set<SqlDriverAdapter>,
): SqlMigrationAwareDriverAdapterFactory {
  const track = (adapter: SqlDriverAdapter) => {
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      adapters.delete(adapter);
      await dispose();
    };
    adapters.add(adapter);
    return adapter;
  };
  return {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: async () => track(await connectWithCharColumns(databaseUrl)),
    // PrismaPg's own shadow database ignores the database name of a connection string (so it would migrate the
    // main database) and drops the database before closing its pool; this one does neither.
    async connectToShadowDb() {
      const name = `prisma_shadow_${randomUUID().replaceAll('-', '')}`;
      await runAdminStatement(databaseUrl, `CREATE DATABASE "${name}"`);
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      const adapter = await connectWithCharColumns(url.toString());
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await runAdminStatement(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      };
      return track(adapter);
    },
  };
}

async function runAdminStatement(databaseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// PostgreSQL's internal "char" type (OID 18, e.g. pg_constraint.contype) appears in the catalog queries the engine
// runs to describe a database. PrismaPg cannot map it, and the engine reads those columns as a character, so the
// pool reports them as text (25) for PrismaPg and remembers their positions, keyed by the result's rows array
// (which PrismaPg passes through unchanged); the adapter then reports those positions as Character.
const CHAR_OID = 18;
const TEXT_OID = 25;
const charColumns = new WeakMap<unknown[], number[]>();

function markCharColumns(result: pg.QueryResult): pg.QueryResult {
  const positions: number[] = [];
  result.fields?.forEach((field, index) => {
    if (field.dataTypeID !== CHAR_OID) return;
    field.dataTypeID = TEXT_OID;
    positions.push(index);
  });
  if (positions.length > 0) charColumns.set(result.rows, positions);
  return result;
}

class CharColumnsPool extends pg.Pool {
  // PrismaPg queries with the promise form only. The callback form, which pg uses internally, is passed through
  // untouched, and connect(callback), which pg's Pool.query relies on, is not overridden. (`never`: pg's
  // overloads cannot be restated one by one.)
  override query(...args: unknown[]): never {
    const query = super.query as (...queryArgs: unknown[]) => unknown;
    if (typeof args.at(-1) === 'function') return query.apply(this, args) as never;
    const result = query.apply(this, args) as Promise<pg.QueryResult | pg.QueryResult[]>;
    return result.then((value) =>
      Array.isArray(value) ? value.map(markCharColumns) : markCharColumns(value),
    ) as never;
  }
}

async function connectWithCharColumns(databaseUrl: string): Promise<SqlDriverAdapter> {
  const pool = new CharColumnsPool({ connectionString: databaseUrl });
  const adapter = await new PrismaPg(pool, { disposeExternalPool: true }).connect();
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const index of charColumns.get(result.rows) ?? []) result.columnTypes[index] = ColumnTypeEnum.Character;
    return result;
  };
  return adapter;
}
