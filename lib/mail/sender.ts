import nodemailer, { type Transporter } from 'nodemailer';
import type { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/db';
import { claimNextEmail, outboxMessageId, recordOutcome, type ClaimedEmail } from './claim';
import { keepLeases } from './lease';
import { mailFrom } from './config';
import { renderStoredEmail, storedEmailAttachments } from './render';
import { reportUnexpectedError } from '@/lib/report-error';

/** After this many failed attempts a row is marked failed and waits for a staff retry. */
export const MAX_ATTEMPTS = 8;
/** Backoff after the n-th failure: 30 s x 2^(n-1), at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** How the sender delivers: through SMTP, or "capture" (no SMTP_URL: kept in the outbox for staff to read). */
export type MailTransport = { kind: 'smtp'; transporter: Transporter } | { kind: 'capture' };

/** SMTP_URL when set (e.g. smtp://user:pass@host:587), else the development capture transport. */
export function transportFromEnv(smtpUrl = process.env.SMTP_URL): MailTransport {
  if (!smtpUrl) return { kind: 'capture' };
  // Short timeouts: a dead SMTP server must not hold an outbox row's claim for minutes.
  return {
    kind: 'smtp',
    transporter: nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  };
}

/**
 * Delivers one due outbox row, or returns false when none is due (docs/mail.md "Once, and what is guaranteed"). The
 * row is claimed and the claim committed first (claimNextEmail), then rendered and sent with no transaction open,
 * its lease renewed meanwhile (keepLeases), then its outcome recorded (recordOutcome): sent or captured with the
 * bodies, so staff see what was sent; or the error, with the next attempt after backoff (failed after MAX_ATTEMPTS).
 * Every attempt carries the row's stable Message-ID and its `X-Outbox-Id`. A row queued unrendered (order e-mails)
 * is rendered here.
 * @throws database errors of the claim, or of recording once the database stayed unreachable for 2 minutes.
 */
export async function deliverNextEmail(db: Db, transport: MailTransport): Promise<boolean> {
  const row = await claimNextEmail(db);
  if (!row) return false;
  const lease = keepLeases(db, [row]);
  try {
    await recordOutcome(db, row, await sendClaimed(row, transport));
  } finally {
    lease.release(row);
  }
  return true;
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
 * Delivers due outbox rows until none is due, `limit` rows were handled or `shouldStop()` says so (checked
 * before each row: a shutdown lets the current e-mail finish). Never throws: a
 * database error is logged and ends this run; the next run picks up what is left.
 * @returns how many rows were handled (sent, captured or recorded as failed).
 */
export async function deliverDueEmails(
  db: Db,
  {
    transport = transportFromEnv(),
    limit = 50,
    shouldStop = () => false,
  }: { transport?: MailTransport; limit?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  let handled = 0;
  try {
    while (handled < limit && !shouldStop() && (await deliverNextEmail(db, transport))) handled += 1;
  } catch (error) {
    reportUnexpectedError('Outbox delivery stopped', error);
  }
  return handled;
}
