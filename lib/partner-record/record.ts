import type { Locale } from '@/lib/i18n/routing';

/*
 * What more than one domain reads of a partner's row (docs/architecture.md "Layers"): whether guests may see it, and
 * its member offer's lines. The directory shows both on its pages; membership checks the offer at the counter, the
 * directory's stay plan keeps the days it applies, and a partner's manager edits the lines.
 */

/** A text per language: a partner's offer lines. */
export type Lines = Record<Locale, string[]>;

/** What guests may see: shown by staff and published (docs/spec.md §2 isVisible; docs/decisions/12-staff-run-directory.md §6 drafts). */
export const PUBLIC_PARTNER = { isVisible: true, isDraft: false } as const;

/** The offer lines JSON column as stored, per language: its non-empty strings ([] for a language it lacks). */
export function readOfferLines(value: unknown): Lines {
  const all = (value ?? {}) as Partial<Record<Locale, unknown>>;
  const linesIn = (lines: unknown) =>
    Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '') : [];
  return { en: linesIn(all.en), fr: linesIn(all.fr), pt: linesIn(all.pt) };
}
