import { redirect } from 'next/navigation';
import { LOGIN_PATH } from '@/lib/staff/auth/config';
import type * as z from '@/lib/validation/zod';
import { formAction, type FormSpec } from './form-action';
import type { FormState } from './form-state';
import { adminAction, STAFF_MESSAGES, staffAction, type StaffContext } from './staff-action';

export { noField } from './form-action';

/** What a staff form action is made of (docs/architecture.md "One action toolkit"). */
export type StaffFormSpec<Schema extends z.ZodMiniType, T> = FormSpec<Schema, StaffContext, T> & {
  /** `admin`: only an admin's session gets it done (adminAction); otherwise any staff session (staffAction). */
  role?: 'admin';
  /** Where refusal keys are looked up (default STAFF_MESSAGES). */
  namespaces?: readonly string[];
};

/**
 * The one shape of a staff form action (docs/architecture.md "One action toolkit"): formAction with the staff
 * session checked first (without one, the sign-in page; with `role: 'admin'`, a staff account is refused), `run`
 * gets the staff context, and its `audit` entries go into the activity log once it answered ok. Use it as a
 * 'use server' file's export: `export const saveThing = staffForm({ ... })`.
 */
export function staffForm<Schema extends z.ZodMiniType, T = string>(
  spec: StaffFormSpec<Schema, T>,
): (previous: FormState, formData: FormData) => Promise<FormState<T>> {
  const guard = spec.role === 'admin' ? adminAction : staffAction;
  const namespaces = spec.namespaces ?? STAFF_MESSAGES;
  return formAction(async (_formData, body) => {
    const result = await guard(body, namespaces);
    if (!result.ok && result.unauthorized) redirect(LOGIN_PATH);
    return result;
  }, spec);
}
