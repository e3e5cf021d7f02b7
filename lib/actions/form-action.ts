import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { Translator } from '@/lib/i18n/translator';
import type * as z from '@/lib/validation/zod';
import { formFields, formStateOf, typedFields, type FormState } from './form-state';
import { zodFailure } from './messages';
import type { ActionFailure, ActionResult } from './result';

/**
 * `fieldOf` for a form whose fields are the page's, not typed by the person (a record's id on a button): any issue
 * is "invalidRequest", with no field marked.
 */
export const noField = (): undefined => undefined;

/** The message in a write's answer: the answer itself when it is a string, or its string `message`. */
function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The lists of text `fields` read (ticked boxes): on a refusal they come back as lists, even of one or of none,
 * over the form's typed fields (where one ticked box is a plain value and none is missing).
 */
function asTyped(read: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(read).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((value) => typeof value === 'string'),
    ),
  );
}

/** What a form action is made of (docs/architecture.md "One action toolkit"); `Context` is who posts it. */
export type FormSpec<Schema extends z.ZodMiniType, Context, T> = {
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
  /**
   * Sends what was typed back with a refusal, for the form without JavaScript (default: no): every text field, and
   * the lists `fields` read as lists.
   */
  keepTyped?: boolean;
  /**
   * The message key shown when done (e.g. "BackofficeProducts.stockSaved", checked by the compiler); otherwise
   * `run`'s message.
   */
  done?: Parameters<Translator>[0];
  /** Keeps `run`'s answer in the done state (the form reads it, e.g. a saved record's new version). */
  keepData?: boolean;
  /** The page or pages whose data the write changed (revalidatePath once done; a cache tag needs none). */
  refresh?: (input: z.output<Schema>) => string | readonly string[];
  /** Where the person goes once it is done (a record's page), from the input and `run`'s answer. */
  redirectTo?: (input: z.output<Schema>, data: T) => string | undefined;
  /**
   * The write: the parsed input, who posts it (their context: the translator `t`, and for staff `audit`) and the
   * posted form itself, for what is not text (uploaded files, photos).
   */
  run: (input: z.output<Schema>, context: Context, formData: FormData) => Promise<ActionResult<T>>;
};

/**
 * Who may post a form, and in what language it answers: runs `body` for the signed-in person (without a session:
 * the sign-in page, by a redirect) and answers its result with the refusal translated.
 */
export type FormGuard<Context extends { t: Translator }> = <T>(
  formData: FormData,
  body: (context: Context) => Promise<ActionResult<T>>,
) => Promise<ActionResult<T>>;

/**
 * The one shape of a form action that writes for a signed-in person (docs/architecture.md "One action toolkit"):
 * `guard` checks the session first, then the posted `fields` are parsed with `schema` (a refusal names the wrong
 * fields, in the person's language), then `run` writes. The form's message is `done` translated, or `run`'s answer
 * when it is a string or has a string `message`; with `redirectTo`, a done write goes to that page instead.
 * The staff's front is staffForm (lib/actions/staff-form.ts), the partner user's partnerForm
 * (lib/partner-auth/form-action.ts).
 */
export function formAction<Schema extends z.ZodMiniType, Context extends { t: Translator }, T>(
  guard: FormGuard<Context>,
  spec: FormSpec<Schema, Context, T>,
): (previous: FormState, formData: FormData) => Promise<FormState<T>> {
  const { fields } = spec;
  return async (_previous, formData) => {
    const submitted = typeof fields === 'function' ? fields(formData) : formFields(formData, fields);
    let input: z.output<Schema> | undefined;
    let message: string | undefined;
    const result = await guard<T>(formData, async (context) => {
      const parsed = spec.schema.safeParse(submitted);
      if (!parsed.success) {
        return spec.invalid
          ? spec.invalid(parsed.error, submitted)
          : zodFailure(parsed.error, spec.fieldOf ? { fieldOf: spec.fieldOf } : {});
      }
      input = parsed.data;
      const answer = await spec.run(parsed.data, context, formData);
      if (!answer.ok) return answer;
      for (const page of [spec.refresh?.(parsed.data) ?? []].flat()) revalidatePath(page);
      message = spec.done ? context.t(spec.done) : messageOf(answer.data);
      return answer;
    });
    const target = result.ok && input !== undefined ? spec.redirectTo?.(input, result.data) : undefined;
    if (target) redirect(target);
    return formStateOf(result, {
      message,
      keepData: spec.keepData,
      submitted: spec.keepTyped ? { ...typedFields(formData), ...asTyped(submitted) } : undefined,
    });
  };
}
