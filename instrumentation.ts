// Refuses to serve without a usable AUTH_SECRET (even when `next start` is run directly, not through
// scripts/run.ts), then starts the e-mail outbox's periodic sender once per server process (Node.js runtime only:
// it uses the database and SMTP). Both are skipped during `next build`, where no secret nor database is needed.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { exitOnUnusableSecret } = await import('./lib/secret-check');
    exitOnUnusableSecret();
    const { startOutboxLoop } = await import('./lib/mail/runner');
    startOutboxLoop();
  }
}
