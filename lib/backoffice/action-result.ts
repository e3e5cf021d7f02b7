import type * as z from '@/lib/validation/zod';
import type { Prisma } from '@/generated/prisma/client';
import { requestAddress } from '@/lib/activity/request';
import { recordActivity } from '@/lib/activity/log';
import { prisma } from '@/lib/db';
import { requireAdmin, UnauthorizedError, type AdminIdentity } from '@/lib/auth/require-admin';
import { reportUnexpectedError } from '@/lib/report-error';
import { translatorFor, type Translator } from '@/lib/i18n/translator';
import { preSessionLocale } from '@/lib/i18n/staff-language';
import { localizeFailure } from './staff-messages';

/**
 * What every staff action answers (docs/style.md habit 1), its messages in the staff member's language (docs/decisions/12-staff-run-directory.md §7).
 * `unauthorized` marks the answer to a request without a valid staff session: the page signs out.
 */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string[]>; unauthorized?: true };

/**
 * A zod failure as an action result: "Please correct the highlighted fields" plus the messages per field. Schemas
 * give message keys (`BackofficeValidation`, `Validation`); asAdmin translates them (lib/backoffice/staff-messages.ts).
 */
export function invalid(error: z.core.$ZodError): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || 'form'] ??= []).push(issue.message);
  return { ok: false, error: 'fixFields', fieldErrors };
}

/** What a staff action body gets: who is acting, `t` in their language, and `audit` to name the write for the activity log. */
export type StaffContext = {
  admin: AdminIdentity;
  /** Translator in the staff member's language (messages the body words itself). */
  t: Translator;
  /** Records the write in the activity log (docs/decisions/11-staff-security.md §5) once the body has answered ok; ignored otherwise. */
  audit: (action: string, target?: string, detail?: Prisma.InputJsonValue) => void;
};

/**
 * Runs a staff action body after requireAdmin(): without a valid session the answer is `Unauthorized` and the
 * body never runs; an unexpected error is logged and answered with a generic message (no stack to the browser).
 * When the body answers ok, the writes it named with `audit` go into the staff activity log with the client's
 * address. A failure's messages are translated into the staff member's language (staffMessage: message keys and
 * the services' fixed English messages); without a session, into the sign-in page's language.
 */
export async function asAdmin<T>(body: (staff: StaffContext) => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  let admin: AdminIdentity;
  try {
    admin = await requireAdmin();
  } catch (error) {
    if (error instanceof UnauthorizedError) return { ok: false, error: translatorFor(await preSessionLocale())('BackofficeErrors.unauthorized'), unauthorized: true };
    throw error;
  }
  const t = translatorFor(admin.locale);
  const entries: { action: string; target?: string; detail?: Prisma.InputJsonValue }[] = [];
  let result: ActionResult<T>;
  try {
    result = await body({ admin, t, audit: (action, target, detail) => entries.push({ action, target, detail }) });
  } catch (error) {
    reportUnexpectedError('Staff action failed', error);
    return { ok: false, error: t('BackofficeErrors.unexpected') };
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
  return localizeFailure(t, result);
}
