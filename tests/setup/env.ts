// Runs before each test file: code under test reads DATABASE_URL (lib/db.ts), so point it at the run's database.
import { inject } from 'vitest';

process.env.DATABASE_URL = inject('databaseUrl');
