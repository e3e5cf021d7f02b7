// Runs once per server process before it serves: refuses a missing or short AUTH_SECRET (even when `next start` is
// run directly, not through scripts/run.ts) and a server started without the request guard, checks the database's
// migrations, makes SIGTERM graceful and starts the domains' loops and jobs (instrumentation-node.ts, lib/ops/start.ts). Node.js runtime only
// (database, SMTP, signals); skipped during `next build`, where no secret nor database is needed.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    (await import('./lib/secret-check')).exitOnUnusableSecret();
    await (await import('./instrumentation-node')).startThisProcess();
  }
}
