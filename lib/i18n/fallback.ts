import { locales, type Locale } from './routing';

/**
 * The languages a missing translation is taken from, in this order, after the one asked for (docs/design.md
 * "A missing translation": requested, then English, then Portuguese, then French).
 */
export const FALLBACK_ORDER: readonly Locale[] = ['en', 'pt', 'fr'];

/** Whether a translation is there: a string with a visible character, or a non-empty list. */
const given = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;

/**
 * One text (a string, or a list such as offer lines) in `locale`, or, where it is missing there (absent, blank or
 * an empty list), in the first of English, Portuguese and French that has it (docs/design.md "A missing translation").
 * @returns undefined when no language has it.
 */
export function inLanguage<T>(values: Partial<Record<Locale, T | null | undefined>>, locale: Locale): T | undefined {
  for (const candidate of [locale, ...FALLBACK_ORDER]) {
    const value = values[candidate];
    if (given(value)) return value as T;
  }
  return undefined;
}

/**
 * The same text in every language, each missing one taken by inLanguage's order, so a page reading
 * `text[locale]` always gets the rule; `empty` where no language has it.
 */
export function inEveryLanguage<T>(values: Partial<Record<Locale, T | null | undefined>>, empty: T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, inLanguage(values, locale) ?? empty])) as Record<
    Locale,
    T
  >;
}
