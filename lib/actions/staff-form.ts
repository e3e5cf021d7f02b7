import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type * as z from '@/lib/validation/zod';
import { formFields, typedFields, type FormState } from './form-state';
import { zodFailure } from './messages';
import type { ActionFailure, ActionResult } from './result';
import { adminAction, STAFF_MESSAGES, staffAction, staffFormState, type StaffContext } from './staff-action';

/**
 * `fieldOf` for a form whose fields are the page's, not typed by the staff member (a record's id on a button): any
 * issue is "invalidRequest", with no field marked.
 */
export const noField = (): undefined => undefined;

/** The message in a write's answer: the answer itself when it is a string, or its string `message`. */
function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** What a staff form action is made of (docs/architecture.md "One action toolkit"). */
export type StaffFormSpec<Schema extends z.ZodMiniType, T> = {
  /**
   * The form's fields, read as text (formFields) into one object for `schema`; or a function that reads the posted
   * form into that object (a checkbox, a list posted as JSON).
   */
  fields: readonly string[] | ((formData: FormData) => Record<string, unknown>);
  schema: Schema;
  /** Which field shows a zod issue (zodFailure's `fieldOf`); by default the path, and "form" for none. */
  fieldOf?: (path: PropertyKey[]) => string | undefined;
  /** What a refused parse answers instead of the fields' messages (e.g. "productNotFound" for a bad id). */
  invalid?: (error: z.core.$ZodError, submitted: Record<string, unknown>) => ActionFailure;
  /** `admin`: only an admin's session gets it done (adminAction); otherwise any staff session (staffAction). */
  role?: 'admin';
  /** Where refusal keys are looked up (default STAFF_MESSAGES). */
  namespaces?: readonly string[];
  /** Sends every text field back as typed with a refusal, for the form without JavaScript (default: no). */
  keepTyped?: boolean;
  /** The message key shown when done (e.g. "BackofficeProducts.stockSaved"); otherwise a string answer of `run`. */
  done?: string;
  /** Keeps `run`'s answer in the done state (the form reads it, e.g. a saved record's new version). */
  keepData?: boolean;
  /** The staff page or pages whose data the write changed (revalidatePath once done; a cache tag needs none). */
  refresh?: (input: z.output<Schema>) => string | readonly string[];
  /** Where the staff member goes once it is done (a record's page), from the input and `run`'s answer. */
  redirectTo?: (input: z.output<Schema>, data: T) => string | undefined;
  /**
   * The write: the parsed input, the staff context (`audit` names what goes into the activity log) and the posted
   * form itself, for what is not text (uploaded files, photos).
   */
  run: (input: z.output<Schema>, staff: StaffContext, formData: FormData) => Promise<ActionResult<T>>;
};

/**
 * The one shape of a staff form action (docs/architecture.md "One action toolkit"): the staff session is checked
 * first (without one, the sign-in page; with `role: 'admin'`, a staff account is refused), then the posted
 * `fields` are parsed with `schema` (a refusal names the wrong fields, in the staff member's language), then `run`
 * writes, and its `audit` entries go into the activity log once it answered ok. The form's message is `done`
 * translated, or `run`'s answer when it is a string or has a string `message`; with `redirectTo`, a done write goes to that page instead. Use it as a 'use server' file's export: `export const saveThing = staffForm({ ... })`.
 */
export function staffForm<Schema extends z.ZodMiniType, T = string>(
  spec: StaffFormSpec<Schema, T>,
): (previous: FormState, formData: FormData) => Promise<FormState<T>> {
  const guard = spec.role === 'admin' ? adminAction : staffAction;
  const { fields } = spec;
  return async (_previous, formData) => {
    const submitted = typeof fields === 'function' ? fields(formData) : formFields(formData, fields);
    let input: z.output<Schema> | undefined;
    let message: string | undefined;
    const result = await guard<T>(async (staff) => {
      const parsed = spec.schema.safeParse(submitted);
      if (!parsed.success) {
        return spec.invalid
          ? spec.invalid(parsed.error, submitted)
          : zodFailure(parsed.error, spec.fieldOf ? { fieldOf: spec.fieldOf } : {});
      }
      input = parsed.data;
      const answer = await spec.run(parsed.data, staff, formData);
      if (!answer.ok) return answer;
      for (const page of [spec.refresh?.(parsed.data) ?? []].flat()) revalidatePath(page);
      message = spec.done ? staff.t(spec.done as never) : messageOf(answer.data);
      return answer;
    }, spec.namespaces ?? STAFF_MESSAGES);
    const target = result.ok && input !== undefined ? spec.redirectTo?.(input, result.data) : undefined;
    if (target) redirect(target);
    return staffFormState(result, {
      message,
      keepData: spec.keepData,
      submitted: spec.keepTyped ? typedFields(formData) : undefined,
    });
  };
}
