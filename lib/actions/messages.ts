import type * as z from '@/lib/validation/zod';
import type { Translator } from '@/lib/i18n/translator';
import { DatabaseBusyError } from '@/lib/transaction';
import type { ActionFailure, ActionResult } from './result';
import type { SpecMessage } from './spec-messages';

/*
 * The one place that turns what actions and services refuse with into messages a person can act on
 * (docs/architecture.md "One action toolkit"): message keys looked up in the caller's namespaces, the spec's fixed
 * messages by their key (spec-messages.ts), zod issues and the known database errors.
 */

/**
 * One message in `t`'s language: a full message key (`Forms.rateLimited`) or a key of one of `namespaces` (e.g.
 * `['BackofficeErrors', 'Validation']`). Anything else is returned as it is (a message already translated).
 */
export function translateMessage(t: Translator, message: string, namespaces: readonly string[]): string {
  if (message.includes('.') && !message.includes(' ') && t.has(message as never)) return t(message as never);
  const key = namespaces.map((namespace) => `${namespace}.${message}`).find((candidate) => t.has(candidate as never));
  if (key) return t(key as never);
  return message;
}

/** One of the spec's messages in `t`'s language (`BackofficeErrors.<key>`), its values translated likewise. */
function translateSpec(t: Translator, { key, values = {} }: SpecMessage): string {
  const translated = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? translateSpec(t, value) : value]),
  );
  return t(`BackofficeErrors.${key}` as never, translated as never);
}

/**
 * A result with its refusal's message and field messages translated (a spec message from its key and values,
 * others by translateMessage); success unchanged.
 */
export function translateResult<T>(
  t: Translator,
  result: ActionResult<T>,
  namespaces: readonly string[],
): ActionResult<T> {
  if (result.ok) return result;
  const fieldErrors =
    result.fieldErrors &&
    Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, message]) => [field, translateMessage(t, message, namespaces)]),
    );
  const error = result.spec ? translateSpec(t, result.spec) : translateMessage(t, result.error, namespaces);
  return { ...result, error, ...(fieldErrors ? { fieldErrors } : {}) };
}

/**
 * Each field's first zod issue message (a message key), by field name: `fieldOf` names the field of an issue's
 * path (default: the path joined with dots, "form" for none). Used where the answer is not a form's refusal: a
 * route's JSON (`fieldErrors`), an imported row's errors.
 */
export function issueMessages(
  error: z.core.$ZodError,
  fieldOf: (path: PropertyKey[]) => string = (path) => path.map(String).join('.') || 'form',
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { path, message } of error.issues) messages[fieldOf(path)] ??= message;
  return messages;
}

/**
 * A failed zod parse as a refusal of message keys: `fixFields` plus each field's first issue (`fieldOf` names the
 * form field of an issue's path; default: the path joined with dots). When `fieldOf` answers undefined for an issue
 * (a hidden field, an unknown key: tampering), or `known` says the issue's message is no key, the answer is one
 * `invalidRequest` with no fields.
 */
export function zodFailure(
  error: z.core.$ZodError,
  {
    fieldOf = (path) => path.map(String).join('.') || 'form',
    known = () => true,
    fixFields = 'fixFields',
  }: {
    fieldOf?: (path: PropertyKey[]) => string | undefined;
    known?: (message: string) => boolean;
    fixFields?: string;
  } = {},
): ActionFailure {
  const tampered = error.issues.some(({ path, message }) => !fieldOf(path) || !known(message));
  if (tampered) return { ok: false, error: 'invalidRequest' };
  return { ok: false, error: fixFields, fieldErrors: issueMessages(error, (path) => fieldOf(path) ?? 'form') };
}

/**
 * A known error thrown by the data layer as a refusal key, or null for anything else (an unexpected error): a
 * transaction that found the database busy for every try, a row that vanished meanwhile (Prisma
 * P2025), a unique value already taken (P2002); each as an `ActionErrors` key.
 */
export function knownErrorFailure(error: unknown): ActionFailure | null {
  if (error instanceof DatabaseBusyError) return { ok: false, error: 'ActionErrors.databaseBusy' };
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'P2025') return { ok: false, error: 'ActionErrors.notFound' };
  if (code === 'P2002') return { ok: false, error: 'ActionErrors.alreadyExists' };
  return null;
}
