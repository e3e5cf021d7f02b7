// Runs before each test file: code under test reads DATABASE_URL (lib/db.ts), so point it at the run's database,
// and AUTH_SECRET (lib/secret.ts), so give it the run's random one.
import { inject } from 'vitest';

process.env.DATABASE_URL = inject('databaseUrl');
process.env.AUTH_SECRET = inject('authSecret');
