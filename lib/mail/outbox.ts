import type { Db } from '@/lib/db';
import type { OrderEmailTemplate } from '@/emails/order-email';
import { queueOrderEmail } from './queue';
import { renderStoredEmail } from './render';

/*
 * What the backoffice's E-mails page and the order edit page's "Resend" action need (issue 5 §3, §6). Plain
 * functions on a Prisma client so tests call them directly; staff authorization is the caller's job.
 */

const summary = {
  id: true, template: true, to: true, replyTo: true, locale: true, subject: true, orderId: true, status: true,
  attempts: true, lastError: true, nextAttemptAt: true, sentAt: true, createdAt: true,
} as const;

/**
 * Outbox rows newest first, without bodies: status (pending, sent, failed, captured), attempts, last error.
 * @param options.take page size (default 50), options.skip offset, options.orderId only that order's e-mails.
 */
export function listOutboxEmails(db: Db, { take = 50, skip = 0, orderId }: { take?: number; skip?: number; orderId?: number } = {}) {
  return db.outboxEmail.findMany({ where: orderId ? { orderId } : {}, orderBy: { id: 'desc' }, take, skip, select: summary });
}

/**
 * One outbox row with its HTML and plain-text bodies (the preview), or null. Bodies not rendered yet (an order
 * e-mail still in the queue) are rendered for the preview, not stored. Show the HTML in a sandboxed iframe.
 */
export async function getOutboxEmail(db: Db, id: number) {
  const row = await db.outboxEmail.findUnique({ where: { id } });
  return row && { ...row, ...(await renderStoredEmail(row)) };
}

/**
 * Puts a pending, failed or sent row back in the queue, due now (the "Retry" button); attempts are kept.
 * @returns false when the row does not exist.
 */
export async function retryOutboxEmail(db: Db, id: number): Promise<boolean> {
  const { count } = await db.outboxEmail.updateMany({ where: { id }, data: { status: 'pending', nextAttemptAt: new Date(), lastError: null } });
  return count === 1;
}

/**
 * Queues a fresh copy of one of an order's e-mails from its current data (the order page's "Resend" action).
 * @returns the new outbox row's id, or null when the order does not exist.
 */
export async function resendOrderEmail(db: Db, orderId: number, template: OrderEmailTemplate): Promise<number | null> {
  return db.$transaction(async (tx) => {
    if (!(await tx.order.findUnique({ where: { id: orderId }, select: { id: true } }))) return null;
    return queueOrderEmail(tx, orderId, template);
  });
}
