import type { ActionResult } from '@/lib/actions/result';
import type { Db } from '@/lib/db';
import type { OrderStatus } from '@/generated/prisma/client';
import type { OrderEmailTemplate } from '@/lib/mail/templates';
import { queueOrderEmail } from './queue';
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

/**
 * The e-mails that fit an order in each status (docs/mail.md "Resending an order's e-mail"): the guest's e-mail of
 * that status and the team's notice beside it. A collected, not collected or cancelled order has none: no guest
 * e-mail says that, and an old one would tell the guest something no longer true.
 */
const RESENDABLE: Partial<Record<OrderStatus, readonly OrderEmailTemplate[]>> = {
  pending: ['order-new', 'order-admin-notification'],
  confirmed: ['order-confirmation', 'order-admin-notification'],
  shipped: ['order-shipped', 'order-admin-notification'],
};

/** The order e-mails staff may resend for an order in `status` (see RESENDABLE); empty when none fits. */
export function resendableTemplates(status: OrderStatus): readonly OrderEmailTemplate[] {
  return RESENDABLE[status] ?? [];
}

/**
 * Queues a fresh copy of one of an order's e-mails from its current data (the order page's "Resend"), only when it
 * fits the order's status (resendableTemplates), read under a lock on the order so a status change cannot slip in
 * between the check and the copy.
 * @returns the new outbox row's id; `Order not found`; or `emailDoesNotFitStatus` (a BackofficeErrors key).
 */
export async function resendOrderEmail(
  db: Db,
  orderId: number,
  template: OrderEmailTemplate,
): Promise<ActionResult<{ id: number }>> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { status: OrderStatus }[]
    >`SELECT status FROM orders WHERE id = ${orderId} FOR UPDATE`;
    if (locked.length === 0) return { ok: false, error: 'Order not found' } as const;
    if (!resendableTemplates(locked[0].status).includes(template))
      return { ok: false, error: 'emailDoesNotFitStatus' } as const;
    return { ok: true, data: { id: await queueOrderEmail(tx, orderId, template) } } as const;
  });
}
