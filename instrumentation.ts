// Starts the e-mail outbox's periodic sender once per server process (Node.js runtime only: it uses the database
// and SMTP). Skipped during `next build`, where no database is reachable.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOutboxLoop } = await import('./lib/mail/runner');
  startOutboxLoop();
}
