import type { Result } from '@/lib/result';

/*
 * The public forms post to their server action (docs/decisions/11-staff-security.md §7): `<form action={action}>` is a real POST before
 * hydration and without JavaScript, and the page comes back rendered with the action's answer (React's
 * useActionState). These helpers turn the posted FormData into the plain object the form's schema parses, and the
 * action's Result into the form's state. Shared by the server actions and the form components.
 */

/**
 * The state of a public form: nothing sent yet, sent, or refused with the translated message, the per-field
 * messages and what the person typed (shown again when the page was posted without JavaScript).
 */
export type FormState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'refused'; error: string; fieldErrors?: Record<string, string>; values: Record<string, string> };

export const idleForm: FormState = { status: 'idle' };

/** Fields never echoed back: the honeypot and the hidden fields the page itself fills in. */
const notEchoed = new Set(['website', 'locale', 'partnerId']);

/**
 * The named text fields of a posted form as a plain object: a missing field is '' (the schema then reports it),
 * files are ignored, and so are React's own entries ($ACTION_...), so a strict schema sees only its fields.
 * @param names the schema's keys, e.g. Object.keys(contactSubmissionSchema.shape).
 */
export function formFields(formData: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => {
    const value = formData.get(name);
    return [name, typeof value === 'string' ? value : ''];
  }));
}

/**
 * A form action's Result as the form's state; on a refusal the submitted values come back (not the honeypot and
 * hidden fields), so the person's input is kept on a page posted without JavaScript.
 */
export function formStateOf(result: Result<unknown>, submitted: Record<string, unknown>): FormState {
  if (result.ok) return { status: 'sent' };
  const values = Object.fromEntries(
    Object.entries(submitted).filter(([name, value]) => !notEchoed.has(name) && typeof value === 'string'),
  ) as Record<string, string>;
  return { status: 'refused', error: result.error, fieldErrors: result.fieldErrors, values };
}
