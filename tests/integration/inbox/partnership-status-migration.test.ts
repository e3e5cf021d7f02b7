// docs/decisions/12-staff-run-directory.md §5: partnership requests leave the shared new/handled inbox status for their own statuses. The migration
// must keep where each request stood: applied to a database holding a "handled" request, it reads "contacted".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';

const MIGRATION = '20261122185351_partnership_status';
const folder = join(process.cwd(), 'prisma/migrations');
const before = readdirSync(folder)
  .filter((name) => /^\d{14}_/.test(name) && name < MIGRATION)
  .sort();
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
const name = `partnership_status_${process.pid}`;
let db: pg.Client;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

it('maps handled requests to contacted and keeps new ones new', async () => {
  for (const migration of before) await db.query(readFileSync(join(folder, migration, 'migration.sql'), 'utf8'));
  await db.query(`INSERT INTO partnership_requests (business_name, contact_name, email, phone, business_type, description, status)
    VALUES ('A', 'Ana', 'a@example.com', '+351 910 000 000', 'other', 'x', 'handled'), ('B', 'Rui', 'b@example.com', '+351 910 000 001', 'other', 'y', 'new')`);
  await db.query(readFileSync(join(folder, MIGRATION, 'migration.sql'), 'utf8'));
  const { rows } = await db.query<{ business_name: string; status: string; partner_id: number | null }>(
    'SELECT business_name, status::text, partner_id FROM partnership_requests ORDER BY business_name',
  );
  expect(rows).toEqual([
    { business_name: 'A', status: 'contacted', partner_id: null },
    { business_name: 'B', status: 'new', partner_id: null },
  ]);
  await db.query(
    `INSERT INTO partnership_requests (business_name, contact_name, email, phone, business_type, description) VALUES ('C', 'Eva', 'c@example.com', '+351 910 000 002', 'other', 'z')`,
  );
  expect(
    (await db.query(`SELECT status::text FROM partnership_requests WHERE business_name = 'C'`)).rows[0].status,
  ).toBe('new');
});
