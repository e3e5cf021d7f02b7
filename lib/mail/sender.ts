import nodemailer, { type Transporter } from 'nodemailer';
import type { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/db';
import { claimDueEmails, outboxMessageId, recordOutcome, type ClaimedEmail } from './claim';
import { keepLeases, type LeaseKeeper } from './lease';
import { mailFrom } from './config';
import { renderStoredEmail, storedEmailAttachments } from './render';
import { reportUnexpectedError } from '@/lib/report-error';

/** After this many failed attempts a row is marked failed and waits for a staff retry. */
export const MAX_ATTEMPTS = 8;
/** Backoff after the n-th failure: 30 s x 2^(n-1), at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** How many rows a sender claims at once and sends side by side (docs/mail.md "How delivery works"). */
export const OUTBOX_BATCH_SIZE = 8;
/** SMTP connections a pooled transport keeps open: a server process's sender sends this many e-mails at a time. */
export const SMTP_POOL_CONNECTIONS = 4;

/** How the sender delivers: through SMTP, or "capture" (no SMTP_URL: kept in the outbox for staff to read). */
export type MailTransport = { kind: 'smtp'; transporter: Transporter } | { kind: 'capture' };

/**
 * SMTP_URL when set (e.g. smtp://user:pass@host:587), else the development capture transport. Short timeouts (10 s to
 * connect and greet, 20 s of silence), so a dead SMTP server cannot hold a claim for long; options the URL gives
 * itself (nodemailer's query options, e.g. `?socketTimeout=60000`) win.
 * @param options.pool nodemailer's pooled transport, SMTP_POOL_CONNECTIONS connections kept open and used side by
 * side (a server process's sender, lib/mail/runner.ts): close it with `transporter.close()` when done.
 */
export function transportFromEnv(
  smtpUrl = process.env.SMTP_URL,
  { pool = false }: { pool?: boolean } = {},
): MailTransport {
  if (!smtpUrl) return { kind: 'capture' };
  // Given as URL options: nodemailer reads a URL's transport options from its query, and ignores the second
  // argument of createTransport for them (it holds message defaults).
  const url = new URL(smtpUrl);
  const options: Record<string, string> = {
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '20000',
  };
  if (pool) Object.assign(options, { pool: 'true', maxConnections: String(SMTP_POOL_CONNECTIONS), maxMessages: '100' });
  for (const [name, value] of Object.entries(options))
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return { kind: 'smtp', transporter: nodemailer.createTransport(url.href) };
}

/** Renders and sends (or captures) one claimed row; the outcome to record, never throws. */
async function sendClaimed(row: ClaimedEmail, transport: MailTransport) {
  let outcome: Prisma.OutboxEmailUpdateManyMutationInput;
  try {
    const { html, text } = await renderStoredEmail(row);
    if (transport.kind === 'capture') {
      outcome = { status: 'captured', sentAt: new Date(), lastError: null, html, text };
    } else {
      await transport.transporter.sendMail({
        from: mailFrom(),
        to: row.to,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        html,
        text,
        attachments: await storedEmailAttachments(row),
        messageId: outboxMessageId(row, mailFrom()),
        headers: { 'X-Outbox-Id': String(row.id), 'Content-Language': row.locale },
      });
      outcome = { status: 'sent', sentAt: new Date(), lastError: null, html, text };
    }
  } catch (error) {
    outcome = {
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
      status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
    };
  }
  return outcome;
}

/**
 * Delivers due outbox rows (docs/mail.md "Once, and what is guaranteed"), up to `batchSize` at a time, until none is
 * due, `limit` rows were claimed or `shouldStop()` says so (checked before each claim: a shutdown lets the e-mails
 * under way finish). Rows are claimed in batches, each claim committed first (claimDueEmails), and whenever an
 * e-mail is done the sender claims more to keep `batchSize` in flight; each is rendered and sent with no
 * transaction open (a pooled transport spreads them over its connections), its lease renewed meanwhile
 * (keepLeases), and its outcome recorded as soon as it is known (recordOutcome): sent or captured with the bodies,
 * so staff see what was sent; or the error, with the next attempt after backoff (failed after MAX_ATTEMPTS). Every
 * attempt carries the row's stable Message-ID and its `X-Outbox-Id`. A row queued unrendered (order e-mails) is
 * rendered here. Never throws: a database error (of a claim, or of recording once the database stayed unreachable
 * for 2 minutes) is logged and ends this run once the e-mails under way are done; the next run picks up the rest.
 * @returns how many rows were handled (sent, captured or recorded as failed).
 */
export async function deliverDueEmails(
  db: Db,
  {
    transport = transportFromEnv(),
    limit = 50,
    batchSize = OUTBOX_BATCH_SIZE,
    shouldStop = () => false,
  }: { transport?: MailTransport; limit?: number; batchSize?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  let claimed = 0;
  let handled = 0;
  let failure: unknown;
  let drained = false;
  const sending = new Set<Promise<void>>();
  const send = (row: ClaimedEmail, lease: LeaseKeeper) => {
    const delivery: Promise<void> = sendClaimed(row, transport)
      .then((outcome) => recordOutcome(db, row, outcome))
      .then(
        () => {
          handled += 1;
        },
        (error: unknown) => {
          failure ??= error;
        },
      )
      .finally(() => {
        lease.release(row);
        sending.delete(delivery);
      });
    sending.add(delivery);
  };
  try {
    for (;;) {
      const room = Math.min(batchSize - sending.size, limit - claimed);
      if (room > 0 && !drained && failure === undefined && !shouldStop()) {
        const batch = await claimDueEmails(db, room);
        claimed += batch.length;
        // Fewer than asked for: nothing else is due now; this run ends with the e-mails under way.
        drained = batch.length < room;
        if (batch.length > 0) {
          const lease = keepLeases(db, batch);
          for (const row of batch) send(row, lease);
          continue;
        }
      }
      if (sending.size === 0) break;
      await Promise.race(sending);
    }
  } catch (error) {
    failure ??= error;
    await Promise.allSettled(sending);
  }
  if (failure !== undefined) reportUnexpectedError('Outbox delivery stopped', failure);
  return handled;
}
