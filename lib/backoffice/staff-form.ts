import { redirect } from 'next/navigation';
import type * as z from '@/lib/validation/zod';
import { LOGIN_PATH } from '@/lib/auth/config';
import { getStaffTranslations } from '@/lib/i18n/staff';
import type { ActionResult } from './action-result';

/*
 * The directory's staff forms post to their server actions (React 19 form actions with useActionState), so they
 * work without JavaScript; these helpers give those actions one answer shape, in the staff member's language.
 */

/** A staff form's state: nothing sent yet, saved (with a message), or refused with messages and what was posted. */
export type StaffFormState =
  | { status: 'idle' }
  | { status: 'saved'; message: string }
  | { status: 'refused'; error: string; fieldErrors?: Record<string, string>; values?: Record<string, string | string[]> };

/**
 * A schema's issues as translated messages per field: each issue's message is a key of
 * `BackofficePartners.errors` or, failing that, of `Validation` (required, tooLong, email, phone, option).
 */
export async function fieldMessages(error: z.core.$ZodError): Promise<Record<string, string>> {
  const t = await getStaffTranslations('BackofficePartners');
  const tValidation = await getStaffTranslations('Validation');
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const key = `errors.${issue.message}`;
    messages[field] ??= t.has(key as never) ? t(key as never) : tValidation.has(issue.message as never) ? tValidation(issue.message as never) : t('errors.invalid');
  }
  return messages;
}

/**
 * An action's result as the form's state: the `saved` message on success; a missing session goes to the sign-in
 * page; a refusal keeps its message (asAdmin answers it in the staff member's language), its first message per field
 * and what was posted.
 */
export function staffFormState<T>(result: ActionResult<T>, saved: string, values?: Record<string, string | string[]>): StaffFormState {
  if (result.ok) return { status: 'saved', message: saved };
  if (result.unauthorized) redirect(LOGIN_PATH);
  const fieldErrors = result.fieldErrors && Object.fromEntries(Object.entries(result.fieldErrors).map(([field, messages]) => [field, messages[0]]));
  return { status: 'refused', error: result.error, fieldErrors, values };
}

/** A refusal of the highlighted fields, in the staff member's language. */
export async function fieldsRefused(fieldErrors: Record<string, string>): Promise<ActionResult<never>> {
  const t = await getStaffTranslations('BackofficePartners');
  return { ok: false, error: t('fixErrors'), fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, [message]])) };
}
