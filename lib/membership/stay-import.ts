import { format, isValid, parse } from 'date-fns';
import Papa from 'papaparse';
import type { Db } from '@/lib/db';
import { calendarDay } from '@/lib/i18n/format';
import { routing } from '@/lib/i18n/routing';
import { storedDay } from '@/lib/time';
import { memberCardFields, memberCardSchema, type MemberCardInput } from './card-schema';
import { issueCards } from './cards';

/*
 * Cards for many stays from the booking system's CSV export (docs/membership.md "Import from a booking export"):
 * staff map its columns to the card's fields once (kept for the next file), every row is validated, the rows with an
 * error are listed by line and not imported, and the valid ones are issued together in one transaction, all or none.
 * A row whose guest already has a card for the same stay is skipped, so a corrected file can be imported again.
 */

/** A card field a column can be mapped to (memberCardFields); `locale` and `property` may be left unmapped. */
export type ImportField = (typeof memberCardFields)[number];
export type ColumnMapping = Partial<Record<ImportField, string>>;

/** The largest file read, bytes, and the most rows imported at once. */
export const MAX_IMPORT_BYTES = 1_000_000;
export const MAX_IMPORT_ROWS = 1000;

/** A file's column headings and rows (each row: heading -> text), or why it cannot be read. */
export function readStaysCsv(
  text: string,
): { headings: string[]; rows: Record<string, string>[] } | { error: 'empty' | 'tooManyRows' } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (heading) => heading.trim(),
  });
  const headings = (parsed.meta.fields ?? []).filter(Boolean);
  if (headings.length === 0 || parsed.data.length === 0) return { error: 'empty' };
  if (parsed.data.length > MAX_IMPORT_ROWS) return { error: 'tooManyRows' };
  return { headings, rows: parsed.data };
}

const GUESSES: Record<ImportField, RegExp> = {
  guestName: /name|nome|nom|guest|h[óo]spede|client/i,
  email: /e-?mail|courriel/i,
  locale: /lang|l[íi]ngua|idioma/i,
  arrival: /arriv|check-?in|chegada|entrada|from/i,
  departure: /depart|check-?out|partida|sa[íi]da|to\b/i,
  partySize: /guests|people|pax|persons|pessoas|personnes|party|adults/i,
  property: /property|propriedade|alojamento|logement|villa|apartment|unit/i,
};

/** The mapping to offer for these headings: the saved one where its columns are present, else a guess by name. */
export function suggestMapping(headings: string[], saved: ColumnMapping): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of memberCardFields) {
    const remembered = saved[field];
    mapping[field] =
      remembered && headings.includes(remembered)
        ? remembered
        : headings.find((heading) => GUESSES[field].test(heading) && !Object.values(mapping).includes(heading));
  }
  return mapping;
}

/** A date as exports write it: YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY (Portuguese order), as YYYY-MM-DD; else as given. */
function isoDay(text: string): string {
  const value = text.trim();
  for (const pattern of ['yyyy-MM-dd', 'dd/MM/yyyy', 'dd-MM-yyyy', 'd/M/yyyy']) {
    const date = parse(value, pattern, new Date(2000, 0, 1));
    if (isValid(date) && value.length >= 8) return format(date, 'yyyy-MM-dd');
  }
  return value;
}

/** A language as exports write it ("pt", "PT-pt", "Português", "French") as en, fr or pt; else as given. */
function language(text: string): string {
  const value = text.trim().toLowerCase();
  if (!value) return routing.defaultLocale;
  // Codes ("pt", "PT-pt") and names in the three languages ("Português", "French", "Inglês", "Anglais").
  if (/^(pt|port)/.test(value)) return 'pt';
  if (/^(fr|fran|fren)/.test(value)) return 'fr';
  if (/^(en|eng|ingl|angl)/.test(value)) return 'en';
  return value;
}

/** One row that cannot be imported: its line in the file (the headings are line 1) and each field's message key. */
export type RowError = { line: number; fields: Record<string, string> };

/** The stays of a file's rows under `mapping`: the valid ones, and the rows with errors by line. */
export function staysFromRows(rows: Record<string, string>[], mapping: ColumnMapping) {
  const stays: { line: number; stay: MemberCardInput }[] = [];
  const errors: RowError[] = [];
  rows.forEach((row, index) => {
    const cell = (field: ImportField) => (mapping[field] ? (row[mapping[field]] ?? '') : '');
    const parsed = memberCardSchema.safeParse({
      guestName: cell('guestName'),
      email: cell('email'),
      locale: language(cell('locale')),
      arrival: isoDay(cell('arrival')),
      departure: isoDay(cell('departure')),
      partySize: cell('partySize').trim(),
      property: cell('property'),
    });
    if (parsed.success) stays.push({ line: index + 2, stay: parsed.data });
    else {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'row')] ??= issue.message;
      errors.push({ line: index + 2, fields });
    }
  });
  return { stays, errors };
}

/** The saved column mapping ({} before the first import). */
export async function savedMapping(db: Db): Promise<ColumnMapping> {
  const row = await db.stayImportMapping.findUnique({ where: { id: 1 } });
  return (row?.columns ?? {}) as ColumnMapping;
}

/**
 * Imports a file's rows under `mapping` and keeps the mapping for the next file. Valid rows whose guest has no card
 * for the same stay yet are issued together (and e-mailed); the others are reported.
 * @returns the issued cards' count, the rows skipped as already carded (lines), and the rows with errors.
 */
export async function importStays(db: Db, rows: Record<string, string>[], mapping: ColumnMapping) {
  const { stays, errors } = staysFromRows(rows, mapping);
  const existing = await db.memberCard.findMany({
    where: { OR: stays.map(({ stay }) => ({ email: stay.email.toLowerCase(), arrival: calendarDay(stay.arrival) })) },
    select: { email: true, arrival: true, departure: true },
  });
  const key = (email: string, arrival: string, departure: string) => `${email.toLowerCase()}|${arrival}|${departure}`;
  const known = new Set(existing.map((card) => key(card.email, storedDay(card.arrival), storedDay(card.departure))));
  // A stay already carded, or repeated further up the same file, is skipped.
  const fresh = stays.filter(({ stay }) => {
    const stayKey = key(stay.email, stay.arrival, stay.departure);
    if (known.has(stayKey)) return false;
    known.add(stayKey);
    return true;
  });
  const skipped = stays.filter((entry) => !fresh.includes(entry)).map(({ line }) => line);
  await issueCards(
    db,
    fresh.map(({ stay }) => stay),
  );
  await db.stayImportMapping.upsert({ where: { id: 1 }, create: { columns: mapping }, update: { columns: mapping } });
  return { imported: fresh.length, skipped, errors };
}
