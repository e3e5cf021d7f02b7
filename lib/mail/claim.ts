import type { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/db';

/*
 * The outbox's claim and lease (docs/mail.md "Once, and what is guaranteed"): a sender claims a row in one committed
 * statement before it talks to SMTP, renews the claim's short lease while it works (lease.ts), and records the
 * outcome afterwards, so no database transaction or lock spans the SMTP call, a database restart shorter than the
 * lease cannot make the row look unsent (a longer outage can: docs/mail.md "The one case of a second copy"), and a
 * crashed sender's rows are taken over within a lease and an outbox interval (a minute by default).
 */

/**
 * Seconds a claim keeps other senders off a row unless its sender renews it: OUTBOX_LEASE_SECONDS (3 to 600), default
 * 30; anything else is the default. Every process of a deployment must use the same value (docs/mail.md).
 */
export function outboxLeaseSeconds(value = process.env.OUTBOX_LEASE_SECONDS): number {
  const seconds = Number(value ?? 30);
  return Number.isInteger(seconds) && seconds >= 3 && seconds <= 600 ? seconds : 30;
}

/** How long a claim keeps other senders off a row unless its sender renews it: 30 s by default (outboxLeaseSeconds). */
export const OUTBOX_LEASE_MS = outboxLeaseSeconds() * 1000;
/** How often a sender renews the leases it holds: a third of the lease, so two renewals may fail before it ends. */
export const OUTBOX_RENEW_MS = OUTBOX_LEASE_MS / 3;
/** The lease of a claim made by a version that did not renew (no `lease_until`): 10 minutes from the claim. */
const UNRENEWED_LEASE_SECONDS = 10 * 60;
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
 * Claims up to `limit` due pending rows, the oldest due first, and commits the claim (one UPDATE, no transaction
 * left open): `claimed_at` is set (it identifies this claim), `attempts` counts this attempt, and the lease
 * (`lease_until`, and `next_attempt_at`) ends OUTBOX_LEASE_MS (30 s by default) from now. The sender renews the leases while it
 * works (renewLease); a claim whose lease ended, left by a crashed sender, is taken again. A staff retry
 * (next_attempt_at set to now) does not take a row whose lease still runs. Concurrent senders skip each other's rows.
 * @returns the claimed rows in id order; empty when none is due.
 */
export async function claimDueEmails(db: Db, limit: number): Promise<ClaimedEmail[]> {
  const leaseSeconds = OUTBOX_LEASE_MS / 1000;
  const rows = await db.$queryRaw<ClaimedEmail[]>`
    UPDATE outbox_emails SET claimed_at = now(), attempts = attempts + 1,
      lease_until = now() + make_interval(secs => ${leaseSeconds}),
      next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT id FROM outbox_emails
      WHERE status = 'pending' AND next_attempt_at <= now()
        AND (claimed_at IS NULL
          OR coalesce(lease_until, claimed_at + make_interval(secs => ${UNRENEWED_LEASE_SECONDS})) < now())
      ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, template, "to", reply_to, locale, subject, html, text, data, attempts, claimed_at, created_at`;
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Extends the lease of a claim this sender still holds to OUTBOX_LEASE_MS (30 s by default) from now. The claim is matched by
 * its `claimed_at`, which a renewal leaves as it is, so a renewal whose answer was lost changes nothing the outcome
 * depends on.
 * @returns false when the claim is no longer this sender's (its lease ended and another sender took the row, or
 * its outcome was recorded). @throws database errors.
 */
export async function renewLease(db: Db, claim: ClaimedEmail): Promise<boolean> {
  const leaseSeconds = OUTBOX_LEASE_MS / 1000;
  const count = await db.$executeRaw`
    UPDATE outbox_emails SET lease_until = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = ${claim.id} AND claimed_at = ${claim.claimed_at}`;
  return count === 1;
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
        data: { ...data, claimedAt: null, leaseUntil: null },
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
