// docs/decisions/14-several-servers.md §4: an app refuses a database that lacks migrations it ships, naming them.
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { missingMigrations, missingMigrationsMessage, shippedMigrationsDir } from '@/lib/ops/migrations';
import { assertMigrated } from '@/scripts/lib/prepare-database';

let db: Db;
let dir: string;
beforeAll(async () => {
  db = createPrismaClient();
  // The shipped migrations plus one the test database has never seen.
  dir = await mkdtemp(path.join(os.tmpdir(), 'algarve-migrations-'));
  const shipped = (await readdir(shippedMigrationsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const entry of shipped) await mkdir(path.join(dir, entry.name));
  await mkdir(path.join(dir, '29991231000000_not_applied_yet'));
});
afterAll(async () => {
  await db.$disconnect();
  await rm(dir, { recursive: true, force: true });
});

describe('migration check at start', () => {
  it('finds nothing missing on a database migrated from prisma/migrations', async () => {
    expect(await missingMigrations(db)).toEqual([]);
    await expect(assertMigrated(process.env.DATABASE_URL!)).resolves.toBeUndefined();
  });

  it('names a shipped migration the database lacks, in one line', async () => {
    const missing = await missingMigrations(db, dir);
    expect(missing).toEqual(['29991231000000_not_applied_yet']);
    const message = missingMigrationsMessage(missing);
    expect(message).toContain('29991231000000_not_applied_yet');
    expect(message).toContain('npm run db:migrate');
    expect(message).not.toContain('\n');
  });

  it('names every shipped migration when the database was never migrated', async () => {
    await db.$executeRawUnsafe('CREATE SCHEMA IF NOT EXISTS empty_check');
    const empty = createPrismaClient(
      `${process.env.DATABASE_URL}?options=${encodeURIComponent('-c search_path=empty_check')}`,
    );
    try {
      const names = (await readdir(shippedMigrationsDir)).filter((name) => !name.endsWith('.toml')).sort();
      expect(await missingMigrations(empty)).toEqual(names);
    } finally {
      await empty.$disconnect();
      await db.$executeRawUnsafe('DROP SCHEMA empty_check CASCADE');
    }
  });
});
