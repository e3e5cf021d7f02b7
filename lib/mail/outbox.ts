import type { Db } from '@/lib/db';
import { renderStoredEmail } from './render';
import { isSignInEmail, SIGN_IN_TEMPLATES } from './sign-in-templates';

/*
 * What the backoffice's E-mails page and the order edit page's "Resend" action need (docs/decisions/05-mail-content-pages-inbox.md §3, §6). Plain
 * functions on a Prisma client so tests call them directly; staff authorization is the caller's job.
 */

const summary = {
  id: true,
  template: true,
  to: true,
  replyTo: true,
  locale: true,
  subject: true,
  orderId: true,
  status: true,
  attempts: true,
  lastError: true,
  nextAttemptAt: true,
  sentAt: true,
  createdAt: true,
} as const;

/**
 * Outbox rows newest first, without bodies: status (pending, sent, failed, captured), attempts, last error.
 * @param options.take page size (default 50), options.skip offset, options.orderId only that order's e-mails.
 */
export function listOutboxEmails(
  db: Db,
  { take = 50, skip = 0, orderId }: { take?: number; skip?: number; orderId?: number } = {},
) {
  return db.outboxEmail.findMany({
    where: orderId ? { orderId } : {},
    orderBy: { id: 'desc' },
    take,
    skip,
    select: summary,
  });
}

/**
 * One outbox row with its HTML and plain-text bodies (the preview), or null. Bodies not rendered yet (an order
 * e-mail still in the queue) are rendered for the preview, not stored. Show the HTML in a sandboxed iframe.
 * A sign-in e-mail comes without its bodies and data (`withheld: true`, html and text null): its link is a key.
 */
export async function getOutboxEmail(db: Db, id: number) {
  const row = await db.outboxEmail.findUnique({ where: { id } });
  if (!row) return null;
  if (isSignInEmail(row.template)) return { ...row, html: null, text: null, data: null, withheld: true as const };
  return { ...row, ...(await renderStoredEmail(row)), withheld: false as const };
}

/**
 * Puts a pending, failed or sent row back in the queue, due now (the "Retry" button); attempts are kept. A sign-in
 * e-mail is never queued again by staff (SIGN_IN_TEMPLATES); the outbox's own retries of a failed send still run.
 * @returns `queued`; `missing` when the row does not exist; `sign-in` for a sign-in e-mail, left as it was.
 */
export async function retryOutboxEmail(db: Db, id: number): Promise<'queued' | 'missing' | 'sign-in'> {
  const { count } = await db.outboxEmail.updateMany({
    where: { id, template: { notIn: [...SIGN_IN_TEMPLATES] } },
    data: { status: 'pending', nextAttemptAt: new Date(), lastError: null },
  });
  if (count === 1) return 'queued';
  return (await db.outboxEmail.count({ where: { id } })) === 1 ? 'sign-in' : 'missing';
}
