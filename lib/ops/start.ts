// What each server process does before it serves (Node.js only; instrumentation.ts calls it).
import { prisma } from '@/lib/db';
import { startOutboxLoop } from '@/lib/mail/runner';
import { startInsightsFlusher } from '@/lib/insights/queue';
import { startMonthlyReports } from '@/lib/insights/report-schedule';
import { startInsightsThread } from '@/lib/insights/ingest-thread';
import { removeOrphanUploads } from '@/lib/media/orphans';
import { readBookingFeeds } from '@/lib/membership/booking-feed-read';
import { deleteExpiredCards } from '@/lib/membership/retention';
import { startDailyJob, startPeriodicJob } from './daily-job';
import { requestGuardInstalled } from './connection-address.mjs';
import { installGracefulShutdown } from './lifecycle';
import { startRateLimitPurge } from './rate-limit-purge';
import { sealStoredTotpSecrets } from '@/lib/staff/auth/totp-secret-box';
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
    'The request guard is not loaded: every client would count as one unknown address for the rate limits, and ' +
    `public pages would take any body size. Start the standalone server with \`${GUARDED_START_COMMAND}\`, or run ` +
    '`npm start` (docs/deploy.md, Client addresses).';
  if (process.env.NODE_ENV !== 'production') {
    console.warn(problem);
    return;
  }
  console.error(problem);
  process.exit(1);
}

/**
 * Refuses to serve a database that lacks this build's migrations (one line naming them, then exit code 1; issue
 * 14 §4; a database that cannot be reached yet is only warned about), makes SIGTERM graceful in production (§3),
 * refuses to serve in production without the request guard (exitWithoutRequestGuard), and starts the e-mail outbox's
 * periodic sender, the purge of old rate-limit events, the insights batch writer, the monthly partner reports
 * (docs/decisions/16-insights.md), the daily removal of uploads nothing uses (docs/media.md) and of member cards past
 * their retention (docs/membership.md), and the reads of the booking feeds every 30 minutes (docs/membership.md
 * "Booking feeds").
 */
export async function startServerProcess(): Promise<void> {
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
  if (process.env.NODE_ENV === 'production') installGracefulShutdown();
  // TOTP secrets stored in clear (or under AUTH_SECRET's key once TOTP_ENCRYPTION_KEY is set) are sealed now.
  await sealStoredTotpSecrets(prisma).catch((error: unknown) =>
    console.warn(`Could not encrypt stored TOTP secrets: ${error instanceof Error ? error.message : String(error)}`),
  );
  startOutboxLoop();
  startRateLimitPurge(prisma);
  startInsightsFlusher(prisma);
  startMonthlyReports(prisma);
  startDailyJob(prisma, 'media:orphans', removeOrphanUploads);
  startDailyJob(prisma, 'membership:retention', deleteExpiredCards);
  // Every minute each process asks; one read of every feed per 30 minutes across processes (claimRun).
  startPeriodicJob('membership:booking-feeds', () => readBookingFeeds(prisma), {
    everyMs: 60_000,
    firstAfterMs: 60_000,
  });
  if (process.env.INSIGHTS_PORT) {
    try {
      startInsightsThread(Number(process.env.INSIGHTS_PORT));
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
  }
}
