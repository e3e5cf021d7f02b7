import type * as z from '@/lib/validation/zod';
import { requireAdmin, UnauthorizedError } from '@/lib/auth/require-admin';
import { reportUnexpectedError } from '@/lib/report-error';

/** What every staff action answers (STYLE habit 1). */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

export const UNAUTHORIZED = 'Unauthorized';

/** A zod failure as an action result: the first message plus the messages per field. */
export function invalid(error: z.core.$ZodError): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || 'form'] ??= []).push(issue.message);
  return { ok: false, error: 'Please correct the highlighted fields', fieldErrors };
}

/**
 * Runs a staff action body after requireAdmin(): without a valid session the answer is `Unauthorized` and the
 * body never runs; an unexpected error is logged and answered with a generic message (no stack to the browser).
 */
export async function asAdmin<T>(body: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    await requireAdmin();
  } catch (error) {
    if (error instanceof UnauthorizedError) return { ok: false, error: UNAUTHORIZED };
    throw error;
  }
  try {
    return await body();
  } catch (error) {
    reportUnexpectedError('Staff action failed', error);
    return { ok: false, error: 'Something went wrong. Please try again.' };
  }
}
