import type * as z from '@/lib/validation/zod';
import { formFields, type FormState } from './form-state';
import { zodFailure } from './messages';
import type { ActionResult } from './result';
import { adminAction, STAFF_MESSAGES, staffAction, staffFormState, type StaffContext } from './staff-action';

/**
 * `fieldOf` for a form whose fields are the page's, not typed by the staff member (a record's id on a button): any
 * issue is "invalidRequest", with no field marked.
 */
export const noField = (): undefined => undefined;

/** What a staff form action is made of (docs/architecture.md "One action toolkit"). */
export type StaffFormSpec<Schema extends z.ZodMiniType, T> = {
  /** The form's fields, read as text (formFields) into one object for `schema`. */
  fields: readonly string[];
  schema: Schema;
  /** Which field shows a zod issue (zodFailure's `fieldOf`); by default the path, and "form" for none. */
  fieldOf?: (path: PropertyKey[]) => string | undefined;
  /** `admin`: only an admin's session gets it done (adminAction); otherwise any staff session (staffAction). */
  role?: 'admin';
  /** Where refusal keys are looked up (default STAFF_MESSAGES). */
  namespaces?: readonly string[];
  /** Sends what was typed back with a refusal, for the form without JavaScript (default: no). */
  keepTyped?: boolean;
  /** The write: the parsed input and the staff context; `audit` names what goes into the activity log. */
  run: (input: z.output<Schema>, staff: StaffContext) => Promise<ActionResult<T>>;
};

/**
 * The one shape of a staff form action (docs/architecture.md "One action toolkit"): the staff session is checked
 * first (without one, the sign-in page; with `role: 'admin'`, a staff account is refused), then the posted
 * `fields` are parsed with `schema` (a refusal names the wrong fields, in the staff member's language), then `run`
 * writes, and its `audit` entries go into the activity log once it answered ok. A string answer is the form's
 * message. Use it as a 'use server' file's export: `export const saveThing = staffForm({ ... })`.
 */
export function staffForm<Schema extends z.ZodMiniType, T = string>(
  spec: StaffFormSpec<Schema, T>,
): (previous: FormState, formData: FormData) => Promise<FormState<T>> {
  const guard = spec.role === 'admin' ? adminAction : staffAction;
  return async (_previous, formData) => {
    const submitted = formFields(formData, spec.fields);
    const result = await guard<T>(async (staff) => {
      const parsed = spec.schema.safeParse(submitted);
      if (!parsed.success) return zodFailure(parsed.error, spec.fieldOf ? { fieldOf: spec.fieldOf } : {});
      return spec.run(parsed.data, staff);
    }, spec.namespaces ?? STAFF_MESSAGES);
    return staffFormState(result, {
      message: result.ok && typeof result.data === 'string' ? result.data : undefined,
      submitted: spec.keepTyped ? submitted : undefined,
    });
  };
}
