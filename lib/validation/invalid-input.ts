import type * as z from './zod';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { translatorFor, type Translator } from '@/lib/i18n/translator';
import type { Result } from '@/lib/result';

/** The guest's language from untrusted input's `locale` (the default when missing or unknown), and its translator. */
export function inputTranslator(raw: unknown): { locale: Locale; t: Translator } {
  const requested = (raw as { locale?: unknown } | null)?.locale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return { locale, t: translatorFor(locale) };
}

/**
 * Turns a failed parse of a public form into its answer (docs/style.md §1): per-field messages in the guest's language
 * when every issue is on a form field and has a known message key; otherwise one generic "invalid request", which
 * is what tampered input (unknown keys, wrong types, hidden fields) gets.
 * @param fieldOf the form field an issue's path belongs to, or undefined when it is not a form field.
 * @param namespaces message namespaces searched in order for an issue's key (default `Validation`).
 * @param fixErrors the message shown above the fields.
 */
export function invalidInput(
  t: Translator,
  error: z.core.$ZodError,
  { fieldOf, namespaces = ['Validation'], fixErrors }: { fieldOf: (path: PropertyKey[]) => string | undefined; namespaces?: string[]; fixErrors: string },
): Result<never> {
  const fieldErrors: Record<string, string> = {};
  for (const { path, message } of error.issues) {
    const field = fieldOf(path);
    const key = namespaces.map((namespace) => `${namespace}.${message}`).find((candidate) => t.has(candidate as never));
    if (!field || !key) return { ok: false, error: t('Validation.invalidRequest') };
    fieldErrors[field] ??= t(key as never);
  }
  return { ok: false, error: fixErrors, fieldErrors };
}
