// Runs before each integration test file: the file gets a database of its own, cloned from the run's migrated
// template (`CREATE DATABASE ... TEMPLATE`, a file copy: milliseconds), so files run side by side and none sees
// another's rows (docs/testing.md). Code under test reads DATABASE_URL (lib/db.ts) and AUTH_SECRET (lib/secret.ts).
// Requests that tests build name the client's address in the header the request guard sets from the connection
// (lib/ops/request-guard.mjs).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
// As in every server process the project starts: the client's address comes from the connection's header it sets.
import '@/lib/ops/request-guard.mjs';

const template = new URL(inject('databaseUrl'));
const own = new URL(template);
own.pathname = `/file_${randomBytes(6).toString('hex')}`;
const maintenance = new URL(template);
maintenance.pathname = '/postgres';
const admin = new pg.Client({ connectionString: maintenance.href });
await admin.connect();
try {
  await admin.query(
    `CREATE DATABASE ${admin.escapeIdentifier(own.pathname.slice(1))} TEMPLATE ${admin.escapeIdentifier(template.pathname.slice(1))}`,
  );
} finally {
  await admin.end();
}

process.env.DATABASE_URL = own.href;
process.env.AUTH_SECRET = inject('authSecret');
