import type * as z from '@/lib/validation/zod';
import type { Prisma } from '@/generated/prisma/client';
import { requestAddress } from '@/lib/activity/request';
import { recordActivity } from '@/lib/activity/log';
import { prisma } from '@/lib/db';
import { requireAdmin, UnauthorizedError, type AdminIdentity } from '@/lib/auth/require-admin';
import { reportUnexpectedError } from '@/lib/report-error';

/** What every staff action answers (STYLE habit 1). */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

export const UNAUTHORIZED = 'Unauthorized';
/** asAdmin's answer when the body failed unexpectedly. */
export const STAFF_ACTION_FAILED = 'Something went wrong. Please try again.';

/** A zod failure as an action result: the first message plus the messages per field. */
export function invalid(error: z.core.$ZodError): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || 'form'] ??= []).push(issue.message);
  return { ok: false, error: 'Please correct the highlighted fields', fieldErrors };
}

/** What a staff action body gets: who is acting, and `audit` to name the write for the activity log. */
export type StaffContext = {
  admin: AdminIdentity;
  /** Records the write in the activity log (issue 11 §5) once the body has answered ok; ignored otherwise. */
  audit: (action: string, target?: string, detail?: Prisma.InputJsonValue) => void;
};

/**
 * Runs a staff action body after requireAdmin(): without a valid session the answer is `Unauthorized` and the
 * body never runs; an unexpected error is logged and answered with a generic message (no stack to the browser).
 * When the body answers ok, the writes it named with `audit` go into the staff activity log with the client's
 * address.
 */
export async function asAdmin<T>(body: (staff: StaffContext) => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  let admin: AdminIdentity;
  try {
    admin = await requireAdmin();
  } catch (error) {
    if (error instanceof UnauthorizedError) return { ok: false, error: UNAUTHORIZED };
    throw error;
  }
  const entries: { action: string; target?: string; detail?: Prisma.InputJsonValue }[] = [];
  let result: ActionResult<T>;
  try {
    result = await body({ admin, audit: (action, target, detail) => entries.push({ action, target, detail }) });
  } catch (error) {
    reportUnexpectedError('Staff action failed', error);
    return { ok: false, error: STAFF_ACTION_FAILED };
  }
  if (result.ok && entries.length > 0) {
    // The write is done: a failure to log it is reported, and the staff member still gets the write's answer.
    try {
      const address = await requestAddress();
      for (const entry of entries) await recordActivity(prisma, { adminId: admin.id, address, ...entry });
    } catch (error) {
      reportUnexpectedError('Staff activity log failed', error);
    }
  }
  return result;
}
