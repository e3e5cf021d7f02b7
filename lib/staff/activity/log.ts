import type { Prisma } from '@/generated/prisma/client';
import { prisma, type Db, type Tx } from '@/lib/db';
import { reportUnexpectedError } from '@/lib/report-error';
import type { ActivityAction } from './actions';

export type { ActivityAction };

/** How long activity entries are kept, in days (docs/decisions/11-staff-security.md §5). */
export const ACTIVITY_RETENTION_DAYS = 400;

/** One staff event (docs/decisions/11-staff-security.md §5). `adminId` is null when no account is known (a sign-in for an unknown e-mail). */
export type ActivityEntry = {
  adminId: number | null;
  /** The partner manager who made a change to its own page (docs/membership.md "The partner keeps its page"). */
  partnerUserId?: number | null;
  /** Dotted action name from ACTIVITY_ACTIONS, for example `auth.login.success`, `product.update`, `orders.export`. */
  action: ActivityAction;
  /** What the event touched: `product:12`, `order:CD…`, or the e-mail typed at a sign-in. */
  target?: string | null;
  /** The client's address (clientAddress in lib/rate-limit), or null outside a request. */
  address?: string | null;
  /** Small, non-secret facts worth keeping (a new status, a stock delta). Never passwords, codes or tokens. */
  detail?: Prisma.InputJsonValue;
};

let lastPrune = 0;

/**
 * Appends one event to the staff activity log (table staff_activity). Pass the transaction of the write it
 * describes where there is one. The first entry a process records each day also starts pruning entries older than
 * 400 days, on its own connection and in the background, so retention needs no scheduler and the caller's
 * transaction never waits for it.
 */
export async function recordActivity(db: Db | Tx, entry: ActivityEntry): Promise<void> {
  if (Date.now() - lastPrune > 86_400_000) {
    lastPrune = Date.now();
    void pruneActivity(prisma).catch((error: unknown) =>
      reportUnexpectedError('Pruning the staff activity log failed', error),
    );
  }
  await db.staffActivity.create({
    data: {
      adminId: entry.adminId,
      partnerUserId: entry.partnerUserId ?? null,
      action: entry.action,
      target: entry.target ?? null,
      address: entry.address ?? null,
      detail: entry.detail,
    },
  });
}

/**
 * Deletes entries older than ACTIVITY_RETENTION_DAYS (400 days) before `now`.
 * @returns how many entries were deleted.
 */
export async function pruneActivity(db: Db | Tx, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 86_400_000);
  return (await db.staffActivity.deleteMany({ where: { createdAt: { lt: before } } })).count;
}
