import type { Db, Tx } from '@/lib/db';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { translatorFor, type Translator } from '@/lib/i18n/translator';
import { consumeRateLimit, type RateLimit } from '@/lib/rate-limit';
import type * as z from '@/lib/validation/zod';
import { translateResult, zodFailure } from './messages';
import type { ActionFailure, ActionResult } from './result';
import { runAction } from './run';

/** The guest's language from untrusted input's `locale` (the default when missing or unknown), and its translator. */
export function inputTranslator(raw: unknown): { locale: Locale; t: Translator } {
  const requested = (raw as { locale?: unknown } | null)?.locale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return { locale, t: translatorFor(locale) };
}

/**
 * A failed parse of a public form as its answer (docs/style.md §1), translated with `t`: per-field messages when
 * every issue is on a form field (`fieldOf` answers its name; a hidden field is none: an issue there is tampering)
 * and its message is a key of one of `namespaces`; otherwise one `Validation.invalidRequest`, which is what tampered
 * input gets.
 * @param fixErrors the full key of the message shown above the fields, e.g. `Forms.fixErrors`.
 */
export function publicInputFailure(
  t: Translator,
  error: z.core.$ZodError,
  {
    namespaces = ['Validation'],
    fieldOf,
    fixErrors,
  }: { namespaces?: readonly string[]; fieldOf: (path: PropertyKey[]) => string | undefined; fixErrors: string },
): ActionFailure {
  const failure = zodFailure(error, {
    fieldOf,
    known: (message) => namespaces.some((namespace) => t.has(`${namespace}.${message}` as never)),
    fixFields: fixErrors,
  });
  const refusal =
    failure.error === 'invalidRequest' ? { ok: false as const, error: 'Validation.invalidRequest' } : failure;
  return translateResult(t, refusal, namespaces) as ActionFailure;
}

/** Thrown inside a public submission's transaction to roll it back with a message key (e.g. `DirectoryForms.partnerNotFound`). */
export class SubmissionRefused extends Error {}

/** The messages of one public form family, as full message keys. */
export type PublicFormMessages = {
  fixErrors: string;
  rateLimited: string;
  failed: string;
  namespaces: readonly string[];
};

/**
 * One public form submission (docs/decisions/05-mail-content-pages-inbox.md §5, docs/decisions/03-partner-directory.md
 * §5), the path every public form shares: parse untrusted input with `schema`; a filled honeypot (`website`) answers
 * success with id null and stores nothing; then ONE transaction runs `check` (it throws SubmissionRefused to refuse),
 * counts the hashed client address against `limit` and calls `store`, so a refused or failed step leaves nothing
 * behind. Messages are in the language the input names (`locale`); raw errors are only logged. Never throws.
 * @param clientKey the hashed client address (clientAddressKey) the limit counts.
 * @returns the stored row's id (null for the honeypot), or a translated refusal.
 */
export async function submitPublicForm<T extends { website?: string }>(
  db: Db,
  raw: unknown,
  clientKey: string,
  {
    schema,
    limit,
    messages,
    hidden,
    check,
    store,
  }: {
    schema: z.ZodMiniType<T>;
    limit: RateLimit;
    messages: PublicFormMessages;
    /** Fields the page fills in itself: an issue there is tampering (default `locale`). */
    hidden?: readonly string[];
    check?: (tx: Tx, data: T) => Promise<void>;
    store: (tx: Tx, data: T) => Promise<number>;
  },
): Promise<ActionResult<{ id: number | null }>> {
  const { t } = inputTranslator(raw);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fieldOf = ([field]: PropertyKey[]) =>
      typeof field === 'string' && !(hidden ?? ['locale']).includes(field) ? field : undefined;
    return publicInputFailure(t, parsed.error, {
      namespaces: messages.namespaces,
      fieldOf,
      fixErrors: messages.fixErrors,
    });
  }
  if (parsed.data.website) return { ok: true, data: { id: null } };
  return runAction(
    t,
    {
      namespaces: messages.namespaces,
      unexpected: messages.failed,
      context: `Storing a ${limit.bucket} submission failed`,
    },
    async () => {
      try {
        const id = await db.$transaction(async (tx) => {
          await check?.(tx, parsed.data);
          if (!(await consumeRateLimit(tx, limit, clientKey))) throw new SubmissionRefused(messages.rateLimited);
          return store(tx, parsed.data);
        });
        return { ok: true, data: { id } };
      } catch (error) {
        if (error instanceof SubmissionRefused) return { ok: false, error: error.message };
        throw error;
      }
    },
  );
}
