import { format, isValid, parse } from 'date-fns';

/*
 * The date format of a booking export (docs/membership.md "Import from a booking export"): read from the file's own
 * dates, never guessed. A file whose dates read only one way uses it; a file whose days are all 12 or less reads both
 * day-first and month-first, and staff choose.
 */

/** The formats an export may write its dates in: ISO (YYYY-MM-DD), day first (DD/MM/YYYY), month first (MM/DD/YYYY). */
export const DATE_FORMATS = ['iso', 'dmy', 'mdy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

// Each format's date-fns patterns; one-digit days and months are read too ("3/8/2026").
const PATTERNS: Record<DateFormat, string[]> = {
  iso: ['yyyy-MM-dd', 'yyyy/MM/dd'],
  dmy: ['dd/MM/yyyy', 'dd-MM-yyyy', 'dd.MM.yyyy'],
  mdy: ['MM/dd/yyyy', 'MM-dd-yyyy', 'MM.dd.yyyy'],
};

/** A date cell read in `dateFormat`, as YYYY-MM-DD, or null when it is not a date of that format. */
export function readDay(text: string, dateFormat: DateFormat): string | null {
  const value = text.trim();
  for (const pattern of PATTERNS[dateFormat]) {
    const date = parse(value, pattern, new Date(2000, 0, 1));
    if (isValid(date) && date.getFullYear() >= 1900) return format(date, 'yyyy-MM-dd');
  }
  return null;
}

/**
 * The formats that read the most of a file's date cells (empty cells aside): one when the file decides (ISO, or a day
 * above 12 somewhere), `['dmy', 'mdy']` when it is ambiguous, none when no cell is a date.
 */
export function fileDateFormats(texts: string[]): DateFormat[] {
  const cells = texts.map((text) => text.trim()).filter(Boolean);
  const counts = DATE_FORMATS.map((dateFormat) => cells.filter((cell) => readDay(cell, dateFormat) !== null).length);
  const best = Math.max(...counts);
  return best === 0 ? [] : DATE_FORMATS.filter((_, index) => counts[index] === best);
}
