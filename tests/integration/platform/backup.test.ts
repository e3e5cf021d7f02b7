// docs/decisions/14-several-servers.md §5: `npm run db:backup` and `npm run db:restore` (pg_dump / pg_restore, custom format) on Debian's
// PostgreSQL 15, which also proves the app's migrations on an older major: back up, wipe, restore, and every table
// comes back with the same row count and the same sample rows.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@/lib/db';
import { submitOrder } from '@/lib/shop/orders/place-order';
import { seedDatabase } from '@/prisma/seed';
import { applyMigrations } from '@/scripts/lib/schema-engine';
import { createTestProduct, orderRequest } from '../../fixtures/orders';
import { debianPgBin, startDebianPostgres } from '../../fixtures/debian-postgres';

let server: Awaited<ReturnType<typeof startDebianPostgres>>;
let dir: string;
const client = () => new pg.Client({ connectionString: server.url });

beforeAll(async () => {
  server = await startDebianPostgres();
  dir = await mkdtemp(path.join(os.tmpdir(), 'algarve-backup-'));
  await applyMigrations(server.url);
  const db = createPrismaClient(server.url);
  try {
    await seedDatabase(db, { sample: true });
    const product = await createTestProduct(db, { quantity: 10 });
    for (let i = 0; i < 3; i += 1) {
      const result = await submitOrder(db, orderRequest([{ productId: product.id, quantity: 1 }]));
      if (!result.ok) throw new Error(result.error);
    }
  } finally {
    await db.$disconnect();
  }
}, 120_000);
afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Every table's row count and its first three rows (in primary-key order when it has one), as JSON. */
async function snapshot() {
  const db = client();
  await db.connect();
  try {
    const { rows: tables } = await db.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    const result: Record<string, { count: number; sample: unknown[] }> = {};
    for (const { name } of tables) {
      const table = db.escapeIdentifier(name);
      const {
        rows: [{ count }],
      } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
      const { rows: sample } = await db.query(`SELECT * FROM ${table} ORDER BY 1 LIMIT 3`);
      result[name] = { count, sample: JSON.parse(JSON.stringify(sample)) };
    }
    return result;
  } finally {
    await db.end();
  }
}

const npmRun = (script: string, ...args: string[]) =>
  promisify(execFile)('npx', ['tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: server.url, PG_BIN: debianPgBin },
  });

describe('backup and restore (PostgreSQL 15)', () => {
  it('restores every table with its rows after the database was wiped', async () => {
    const before = await snapshot();
    expect(before.orders.count).toBe(3);
    expect(before.partners.count).toBeGreaterThan(0);
    expect(Object.keys(before)).toContain('_prisma_migrations');

    const file = path.join(dir, 'algarve.dump');
    await npmRun('db-backup', file);

    const db = client();
    await db.connect();
    await db.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await db.end();
    expect(await snapshot()).toEqual({});

    await npmRun('db-restore', file);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('refuses a pg_dump older than the server, naming the version to install', async () => {
    // The vitest database is the embedded PostgreSQL 18.
    const failed = promisify(execFile)('npx', ['tsx', 'scripts/db-backup.ts', path.join(dir, 'no.dump')], {
      env: { ...process.env, PG_BIN: debianPgBin },
    });
    await expect(failed).rejects.toThrow(/pg_dump is version 15 and the server is PostgreSQL 18/);
  }, 60_000);
});
