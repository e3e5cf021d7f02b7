import { Prisma } from '@/generated/prisma/client';
import type { Db, Tx } from '@/lib/db';

/*
 * Business transactions sized for load (docs/deploy.md "Database transactions"): Prisma's defaults (wait 2 s for a
 * pooled connection, 5 s to finish) answer a burst of orders or confirmations with errors. A transaction that could
 * not start is tried again; one that still cannot, or that ran out of time and was rolled back, is a DatabaseBusyError,
 * which the actions answer with a localized "busy, nothing was saved" reason.
 */

/** How long a transaction waits for a pooled connection (maxWait) and may run once started (timeout), in ms. */
export type TransactionLimits = { maxWait: number; timeout: number; attempts: number };

/** Order placement and status changes: up to 10 s of queueing for a connection, 15 s to finish, 3 tries to start. */
export const BUSINESS_TRANSACTION: TransactionLimits = { maxWait: 10_000, timeout: 15_000, attempts: 3 };

/** Raised when a transaction could not start within its tries, or timed out and was rolled back: nothing was written. */
export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super('The database is busy: nothing was saved.', { cause });
    this.name = 'DatabaseBusyError';
  }
}

const isTransactionError = (error: unknown): error is Prisma.PrismaClientKnownRequestError =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2028';
const didNotStart = (error: unknown) =>
  isTransactionError(error) && error.message.includes('Unable to start a transaction');

/**
 * Runs `work` in one interactive transaction with `limits` (default BUSINESS_TRANSACTION). A transaction that could
 * not get a connection in time is tried again, up to `limits.attempts` times in all. `work` must issue one statement
 * per Prisma call (no nested writes): after a timeout Prisma refuses the next call, whereas the later statements of
 * a nested write would run on the released connection, outside the rolled-back transaction.
 * @throws DatabaseBusyError when it never started or timed out; whatever `work` throws otherwise.
 */
export async function businessTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  limits: TransactionLimits = BUSINESS_TRANSACTION,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(work, { maxWait: limits.maxWait, timeout: limits.timeout });
    } catch (error) {
      if (didNotStart(error) && attempt < limits.attempts) continue;
      if (isTransactionError(error)) throw new DatabaseBusyError(error);
      throw error;
    }
  }
}
