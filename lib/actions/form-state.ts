import type { ActionResult } from './result';

/*
 * Every form posts to its server action (docs/architecture.md "One action toolkit"): `<form action={action}>` is a
 * real POST before hydration and without JavaScript, and the page comes back rendered with the action's answer
 * (React's useActionState). These helpers turn the posted FormData into the plain object a schema parses, and an
 * action's result into the form's state. Shared by the public and the staff forms.
 */

/**
 * The state of a form: nothing sent yet; done (with the message to show, and data such as recovery codes to show
 * once); or refused with the translated message, the per-field messages and what the person typed (shown again
 * when the page was posted without JavaScript).
 */
export type FormState<T = unknown> =
  | { status: 'idle' }
  | { status: 'done'; message?: string; data?: T }
  | {
      status: 'refused';
      error: string;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string | string[]>;
    };

export const idleForm: FormState<never> = { status: 'idle' };

/** A refused form's message for `field` (a message key or a translated sentence), or undefined. */
export const fieldError = (state: FormState, field: string): string | undefined =>
  state.status === 'refused' ? state.fieldErrors?.[field] : undefined;

/** A refused form's `field` as typed (sent back by the action, so without JavaScript too); undefined otherwise. */
export const typedValue = (state: FormState, field: string): string | undefined =>
  state.status === 'refused' && state.values ? String(state.values[field] ?? '') : undefined;

/** Fields never echoed back: the honeypot and the hidden fields the page itself fills in. */
const notEchoed = new Set(['website', 'locale', 'partnerId']);

/**
 * The named text fields of a posted form as a plain object: a missing field is '' (the schema then reports it),
 * files are ignored, and so are React's own entries ($ACTION_...), so a strict schema sees only its fields.
 * @param names the schema's keys, e.g. Object.keys(contactSubmissionSchema.shape).
 */
export function formFields(formData: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/**
 * Every text field of a posted form, as typed (not React's own $ACTION_ entries): what a refusal sends back. A name
 * posted more than once (ticked checkboxes) is the list of its values.
 */
export function typedFields(formData: FormData): Record<string, string | string[]> {
  const typed: Record<string, string | string[]> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string' || name.startsWith('$ACTION')) continue;
    const before = typed[name];
    typed[name] = before === undefined ? value : [before, value].flat();
  }
  return typed;
}

/**
 * An action's result as the form's state: `done` with `message` (and the result's data when `keepData`); on a
 * refusal the submitted text values come back (not the honeypot and hidden fields), so the person's input is kept
 * on a page posted without JavaScript.
 */
export function formStateOf<T>(
  result: ActionResult<T>,
  {
    message,
    submitted = {},
    keepData = false,
  }: { message?: string; submitted?: Record<string, unknown>; keepData?: boolean } = {},
): FormState<T> {
  if (result.ok) return { status: 'done', ...(message ? { message } : {}), ...(keepData ? { data: result.data } : {}) };
  const values = Object.fromEntries(
    Object.entries(submitted).filter(
      ([name, value]) => !notEchoed.has(name) && (typeof value === 'string' || Array.isArray(value)),
    ),
  ) as Record<string, string | string[]>;
  return { status: 'refused', error: result.error, fieldErrors: result.fieldErrors, values };
}
