import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '@/lib/db';
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
  // Short timeouts: a dead SMTP server must not hold an outbox row's lock for minutes.
  return { kind: 'smtp', transporter: nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) };
}

type ClaimedRow = {
  id: number; template: string; to: string; reply_to: string | null; locale: string; subject: string;
  html: string | null; text: string | null; data: unknown; attempts: number;
};

/**
 * Delivers one due outbox row, or returns false when none is due. The row is claimed with FOR UPDATE SKIP LOCKED
 * and its lock held while it is sent, so two server instances never send the same row; the outcome (sent,
 * captured, or attempts + last error + next attempt with backoff) is written before the lock is released. A row
 * queued unrendered (order e-mails) is rendered here and its bodies are stored with the outcome, so staff see
 * what was sent.
 */
export async function deliverNextEmail(db: Db, transport: MailTransport): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      const [row] = await tx.$queryRaw<ClaimedRow[]>`
        SELECT id, template, "to", reply_to, locale, subject, html, text, data, attempts FROM outbox_emails
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`;
      if (!row) return false;
      try {
        const { html, text } = await renderStoredEmail(row);
        if (transport.kind === 'capture') {
          await tx.outboxEmail.update({ where: { id: row.id }, data: { status: 'captured', sentAt: new Date(), lastError: null, html, text } });
          return true;
        }
        await transport.transporter.sendMail({
          from: mailFrom(),
          to: row.to,
          replyTo: row.reply_to ?? undefined,
          subject: row.subject,
          html,
          text,
          attachments: await storedEmailAttachments(row),
          // The row id lets a receiver spot a duplicate should a crash land between SMTP's OK and the commit.
          headers: { 'X-Outbox-Id': String(row.id), 'Content-Language': row.locale },
        });
        await tx.outboxEmail.update({
          where: { id: row.id },
          data: { status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null, html, text },
        });
      } catch (error) {
        const attempts = row.attempts + 1;
        await tx.outboxEmail.update({
          where: { id: row.id },
          data: {
            attempts,
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          },
        });
      }
      return true;
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}

/**
 * Delivers due outbox rows until none is due, `limit` rows were handled or `shouldStop()` says so (checked
 * before each row: a shutdown lets the current e-mail finish). Never throws: a
 * database error is logged and ends this run; the next run picks up what is left.
 * @returns how many rows were handled (sent, captured or recorded as failed).
 */
export async function deliverDueEmails(
  db: Db,
  { transport = transportFromEnv(), limit = 50, shouldStop = () => false }: { transport?: MailTransport; limit?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  let handled = 0;
  try {
    while (handled < limit && !shouldStop() && (await deliverNextEmail(db, transport))) handled += 1;
  } catch (error) {
    reportUnexpectedError('Outbox delivery stopped', error);
  }
  return handled;
}
