// What each server process does before it serves (Node.js only): the checks and the order of start-up, with the
// domains' parts given by the wiring (instrumentation-node.ts). Imports no domain.
import { prisma, type Db } from '@/lib/db';
import { requestGuardInstalled } from './connection-address.mjs';
import { installGracefulShutdown, type ShutdownSteps } from './lifecycle';
import { missingMigrations, missingMigrationsMessage } from './migrations';

/** How the standalone server is started behind the request guard (docs/deploy.md, Go-live checklist, step 5). */
export const GUARDED_START_COMMAND = 'node --import ./lib/ops/request-guard.mjs server.js';

/**
 * The request guard (lib/ops/request-guard.mjs) must be loaded before Next.js: without it every client reads as one
 * "unknown" address, so every rate limit is shared by the whole internet, and public pages take any body size
 * (docs/deploy.md, Client addresses). It cannot be loaded here instead: Next.js starts listening before it runs this,
 * so requests already taken would have passed unguarded, with a connection-address header of the client's own. In
 * production (`node server.js`, `next start`, the image) this prints one line naming the command and ends the process
 * with exit code 1; elsewhere (`next dev` run directly) it only warns.
 */
export function exitWithoutRequestGuard(): void {
  if (requestGuardInstalled()) return;
  const problem =
    'The request guard is not loaded: every client would count as one unknown address for the rate limits, ' +
    `public pages would take any body size, and no response would carry the security headers. Start the standalone server with \`${GUARDED_START_COMMAND}\`, or run ` +
    '`npm start` (docs/deploy.md, Client addresses).';
  if (process.env.NODE_ENV !== 'production') {
    console.warn(problem);
    return;
  }
  console.error(problem);
  process.exit(1);
}

/** The domains' parts of a server process, listed by the wiring (instrumentation-node.ts). */
export type ServerProcessParts = {
  /** Started in order once the checks pass: loops, schedulers and daily jobs, each given the database. */
  start: ((db: Db) => unknown)[];
  /** What SIGTERM stops (production only). */
  shutdown: ShutdownSteps;
};

/**
 * Refuses to serve a database that lacks this build's migrations (one line naming them, then exit code 1; a
 * database that cannot be reached yet is only warned about: docs/decisions/14-several-servers.md §4), makes SIGTERM
 * graceful in production (§3, with `parts.shutdown`), refuses to serve in production without the request guard
 * (exitWithoutRequestGuard), then starts `parts.start` in order.
 */
export async function startServerProcess(parts: ServerProcessParts): Promise<void> {
  exitWithoutRequestGuard();
  const missing = await missingMigrations(prisma).catch((error: unknown) => {
    console.warn(
      `Could not check the database's migrations: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  });
  if (missing.length > 0) {
    console.error(missingMigrationsMessage(missing));
    process.exit(1);
  }
  if (process.env.NODE_ENV === 'production') installGracefulShutdown(parts.shutdown);
  for (const start of parts.start) await start(prisma);
}
