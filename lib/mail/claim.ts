import type { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/db';

/*
 * The outbox's claim and lease (docs/mail.md "Once, and what is guaranteed"): a sender claims a row in one committed
 * statement before it talks to SMTP, and records the outcome afterwards, so no database transaction or lock spans
 * the SMTP call and a database restart during a send cannot make the row look unsent.
 */

/** How long a claim keeps other senders off a row: 10 minutes, far above the SMTP timeouts of a send. */
export const OUTBOX_LEASE_MS = 10 * 60_000;
/** How long a sender keeps trying to record an outcome while the database is unreachable (2 minutes). */
const RECORD_RETRY_MS = 2 * 60_000;

/** A claimed outbox row, as the sender needs it; `claimedAt` identifies this claim when its outcome is recorded. */
export type ClaimedEmail = {
  id: number;
  template: string;
  to: string;
  reply_to: string | null;
  locale: string;
  subject: string;
  html: string | null;
  text: string | null;
  data: unknown;
  attempts: number;
  claimed_at: Date;
  created_at: Date;
};

/**
 * Claims the next due pending row and commits the claim (one UPDATE, no transaction left open): `claimed_at` is
 * set, `attempts` counts this attempt, and `next_attempt_at` moves to the end of the lease, so a claim left by a
 * crashed sender is taken again only after OUTBOX_LEASE_MS (10 min). Concurrent senders skip each other's rows.
 * @returns the claimed row, or null when none is due.
 */
export async function claimNextEmail(db: Db): Promise<ClaimedEmail | null> {
  const leaseSeconds = OUTBOX_LEASE_MS / 1000;
  const [row] = await db.$queryRaw<ClaimedEmail[]>`
    UPDATE outbox_emails SET claimed_at = now(), attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = (
      SELECT id FROM outbox_emails
      WHERE status = 'pending' AND next_attempt_at <= now()
        AND (claimed_at IS NULL OR claimed_at < now() - make_interval(secs => ${leaseSeconds}))
      ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, template, "to", reply_to, locale, subject, html, text, data, attempts, claimed_at, created_at`;
  return row ?? null;
}

/**
 * Records the outcome of a claimed row and releases the claim, but only while the claim is still this sender's
 * (a row re-claimed after the lease belongs to its new sender). While the database is unreachable (restarting) it
 * tries again with backoff for up to 2 minutes, so a sent message is recorded as sent rather than sent again.
 * @returns false when the claim was no longer this sender's. @throws the last database error after 2 minutes.
 */
export async function recordOutcome(
  db: Db,
  claim: ClaimedEmail,
  data: Prisma.OutboxEmailUpdateManyMutationInput,
): Promise<boolean> {
  const deadline = Date.now() + RECORD_RETRY_MS;
  for (let delay = 100; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      const { count } = await db.outboxEmail.updateMany({
        where: { id: claim.id, claimedAt: claim.claimed_at },
        data: { ...data, claimedAt: null },
      });
      return count === 1;
    } catch (error) {
      if (Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * The Message-ID of an outbox row, the same on every attempt, e.g. `<outbox-42-mhx3k2a1@example.com>` (row id and
 * creation time, at the sender's domain): a receiver can recognize a second copy of one message.
 * @param from the From address (MAIL_FROM), whose domain is used; `localhost` when it has none.
 */
export function outboxMessageId(row: { id: number; created_at: Date }, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${row.id}-${row.created_at.getTime().toString(36)}@${domain}>`;
}
