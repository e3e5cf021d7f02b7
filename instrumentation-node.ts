// The wiring of a server process (Node.js only; instrumentation.ts loads it): which domain runs what at start-up
// and what SIGTERM stops, in order. The checks and the order itself are lib/ops/start.ts; each part is its domain's.
import { startInsightsThread, stopInsightsThread } from '@/lib/beacons/ingest-thread';
import { stopInsightsIngest } from '@/lib/beacons/ingest';
import { startInsightsFlusher, stopInsights } from '@/lib/beacons/queue';
import { startMonthlyReports } from '@/lib/insights/report-schedule';
import { startOutboxLoop, stopOutbox } from '@/lib/mail/runner';
import { escalateUnansweredBookings } from '@/lib/directory/bookings';
import { removeOrphanUploads } from '@/lib/media/orphans';
import { readBookingFeeds } from '@/lib/membership/stays/booking-feed-read';
import { deleteExpiredCards } from '@/lib/membership/cards/retention';
import { startDailyJob, startPeriodicJob } from '@/lib/ops/daily-job';
import { startRateLimitPurge } from '@/lib/ops/rate-limit-purge';
import { startServerProcess } from '@/lib/ops/start';
import { sealStoredTotpSecrets } from '@/lib/staff/auth/totp-secret-box';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Starts this process's parts (docs/deploy.md): TOTP secrets stored in clear sealed, the e-mail outbox's periodic
 * sender, the purge of old rate-limit events, the insights batch writer, the monthly partner reports (docs/decisions/16-insights.md), the daily removal
 * of uploads nothing uses (docs/media.md) and of member cards past their retention (docs/membership.md), the reads
 * of the booking feeds every 30 minutes (docs/membership.md "Booking feeds"), direct booking requests past their
 * partner's deadline sent to staff every minute, and the insights listener's thread on
 * INSIGHTS_PORT. SIGTERM stops the outbox at once and writes the insights held in memory after the drain.
 */
export async function startThisProcess(): Promise<void> {
  await startServerProcess({
    start: [
      // TOTP secrets stored in clear (or under AUTH_SECRET's key once TOTP_ENCRYPTION_KEY is set) are sealed now.
      (db) =>
        sealStoredTotpSecrets(db).catch((error: unknown) =>
          console.warn(`Could not encrypt stored TOTP secrets: ${message(error)}`),
        ),
      () => startOutboxLoop(),
      (db) => startRateLimitPurge(db),
      (db) => startInsightsFlusher(db),
      (db) => startMonthlyReports(db),
      (db) => startDailyJob(db, 'media:orphans', removeOrphanUploads),
      (db) => startDailyJob(db, 'membership:retention', deleteExpiredCards),
      // Every minute each process asks; one read of every feed per 30 minutes across processes (claimRun).
      (db) =>
        startPeriodicJob('membership:booking-feeds', () => readBookingFeeds(db), {
          everyMs: 60_000,
          firstAfterMs: 60_000,
        }),
      // Every minute: direct booking requests past their partner's deadline go to staff, each once
      // (docs/membership.md "Booking requests to the partner").
      (db) =>
        startPeriodicJob('directory:unanswered-bookings', () => escalateUnansweredBookings(db), {
          everyMs: 60_000,
          firstAfterMs: 60_000,
        }),
      () => {
        if (!process.env.INSIGHTS_PORT) return;
        try {
          startInsightsThread(Number(process.env.INSIGHTS_PORT));
        } catch (error) {
          console.error(message(error));
          process.exit(1);
        }
      },
    ],
    shutdown: {
      atOnce: [stopOutbox],
      // Insights waiting in memory are written once the drain is over (docs/decisions/16-insights.md §2): the
      // listener's thread first (it stops listening, then writes its batch: at most 10 s), then the beacons Next's
      // own route took.
      afterDrain: [() => stopInsightsThread(), () => stopInsightsIngest(), (db) => stopInsights(db)],
    },
  });
}
