import { readFileSync } from 'node:fs';
import { createPrismaClient } from '@/lib/db';
import { e2eDatabaseUrlFile } from '../../scripts/lib/e2e-database';

/** A Prisma client on the e2e server's own throwaway database (scripts/e2e-server.ts writes its URL). */
export function e2eDatabase() {
  return createPrismaClient(readFileSync(e2eDatabaseUrlFile(), 'utf8').trim());
}
