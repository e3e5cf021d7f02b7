// Runs before each test file: code under test reads DATABASE_URL (lib/db.ts), so point it at the run's database,
// and AUTH_SECRET (lib/secret.ts), so give it the run's random one. Requests that tests build name the client's address
// in the header the request guard sets from the connection (lib/ops/request-guard.mjs).
import { inject } from 'vitest';
// As in every server process the project starts: the client's address comes from the connection's header it sets.
import '@/lib/ops/request-guard.mjs';

process.env.DATABASE_URL = inject('databaseUrl');
process.env.AUTH_SECRET = inject('authSecret');
