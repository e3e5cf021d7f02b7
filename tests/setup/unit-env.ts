// Runs before each unit test file. Unit tests touch no database (docs/testing.md): DATABASE_URL points nowhere, so a
// test that reaches for one fails at once instead of reading another file's data. AUTH_SECRET is random per file, as
// per run in the integration tests (docs/decisions/11-staff-security.md §9).
import { randomAuthSecret } from '@/scripts/lib/auth-secret';
// As in every server process the project starts: the client's address comes from the connection's header it sets.
import '@/lib/ops/request-guard.mjs';

process.env.DATABASE_URL = 'postgresql://no-database-in-unit-tests@127.0.0.1:1/none';
process.env.AUTH_SECRET = randomAuthSecret();
