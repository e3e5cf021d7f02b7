// Vitest global setup: one throwaway PostgreSQL per test run (fresh data directory, free port), migrated like
// production, so integration tests exercise the real schema and its CHECK constraints. Stopped and deleted after.
import type { TestProject } from 'vitest/node';
import { randomAuthSecret } from '@/scripts/lib/auth-secret';
import { startThrowawayPostgres } from '@/scripts/lib/embedded-postgres';
import { applyMigrations } from '@/scripts/lib/schema-engine';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    authSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await startThrowawayPostgres();
  try {
    await applyMigrations(database.url);
  } catch (error) {
    await database.stop();
    throw error;
  }
  project.provide('databaseUrl', database.url);
  // The tests' own session secret, random per run (docs/decisions/11-staff-security.md §9): nothing signs with a constant from the repository.
  project.provide('authSecret', randomAuthSecret());
  return () => database.stop();
}
