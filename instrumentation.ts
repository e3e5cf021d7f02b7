// Runs once per server process before it serves: checks the database's migrations, makes SIGTERM graceful and
// starts the e-mail outbox's sender (lib/ops/start.ts). Node.js runtime only (database, SMTP, signals); skipped
// during `next build`, where no database is reachable.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    await (await import('./lib/ops/start')).startServerProcess();
  }
}
