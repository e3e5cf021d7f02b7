import type { Prisma } from '@/generated/prisma/client';
import type { ActivityAction } from '@/lib/staff/activity/actions';
import { recordActivity } from '@/lib/staff/activity/log';
import { requestAddress } from '@/lib/staff/activity/request';
import { requireStaff, type StaffIdentity } from '@/lib/staff/auth/require-staff';
import { UnauthorizedError } from '@/lib/actions/result';
import { prisma } from '@/lib/db';
import { preSessionLocale } from '@/lib/i18n/staff-language';
import { translatorFor, type Translator } from '@/lib/i18n/translator';
import { reportUnexpectedError } from '@/lib/report-error';
import type { ActionResult } from './result';
import { runAction } from './run';

/** The namespaces staff refusals are looked up in, in order (docs/decisions/12-staff-run-directory.md §7). */
export const STAFF_MESSAGES = ['BackofficeErrors', 'BackofficeValidation', 'Validation'] as const;

/** What a staff action body gets: who is acting, `t` in their language, and `audit` to name the write for the activity log. */
export type StaffContext = {
  staff: StaffIdentity;
  /** Translator in the staff member's language (messages the body words itself). */
  t: Translator;
  /** Records the write in the activity log (docs/activity.md) once the body has answered ok; ignored otherwise. */
  audit: (action: ActivityAction, target?: string, detail?: Prisma.InputJsonValue) => void;
};

/**
 * Runs a staff action body after requireStaff() (docs/style.md §10, docs/decisions/11-staff-security.md §1): without
 * a valid session the answer is `unauthorized` (translated into the sign-in page's language) and the body never
 * runs. The body runs in the action core (runAction): a known data error is its refusal, an unexpected one is logged
 * and answered with a generic message. When the body answers ok, the writes it named with `audit` go into the staff
 * activity log with the client's address. Messages are translated into the staff member's language: message keys of
 * `namespaces` (default STAFF_MESSAGES), full keys and the spec's catalogue.
 */
export async function staffAction<T>(
  body: (staff: StaffContext) => Promise<ActionResult<T>>,
  namespaces: readonly string[] = STAFF_MESSAGES,
): Promise<ActionResult<T>> {
  let staff: StaffIdentity;
  try {
    staff = await requireStaff();
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    return {
      ok: false,
      error: translatorFor(await preSessionLocale())('BackofficeErrors.unauthorized'),
      unauthorized: true,
    };
  }
  const t = translatorFor(staff.locale);
  const entries: { action: ActivityAction; target?: string; detail?: Prisma.InputJsonValue }[] = [];
  const result = await runAction(
    t,
    { namespaces, unexpected: 'BackofficeErrors.unexpected', context: 'Staff action failed' },
    () => body({ staff, t, audit: (action, target, detail) => entries.push({ action, target, detail }) }),
  );
  if (result.ok && entries.length > 0) {
    // The write is done: a failure to log it is reported, and the staff member still gets the write's answer.
    try {
      const address = await requestAddress();
      for (const entry of entries) await recordActivity(prisma, { adminId: staff.id, address, ...entry });
    } catch (error) {
      reportUnexpectedError('Staff activity log failed', error);
    }
  }
  return result;
}

/**
 * staffAction for what only an admin may do (docs/decisions/11-staff-security.md §12: staff accounts and settings): a
 * session of a `staff` account is answered `BackofficeErrors.adminOnly` and the body never runs. The role is read
 * from the account on every request, so a demoted admin loses it at once.
 */
export function adminAction<T>(
  body: (staff: StaffContext) => Promise<ActionResult<T>>,
  namespaces: readonly string[] = STAFF_MESSAGES,
): Promise<ActionResult<T>> {
  return staffAction(
    (context) => (context.staff.role === 'admin' ? body(context) : Promise.resolve({ ok: false, error: 'adminOnly' })),
    namespaces,
  );
}
