import Papa from 'papaparse';
import { issueMessages } from '@/lib/actions/messages';
import type { Db } from '@/lib/db';
import { routing } from '@/lib/i18n/routing';
import { IMPORT_FIELDS, memberCardFields, memberCardSchema } from '@/lib/membership/cards/card-schema';
import { fileDateFormats, readDay, type DateFormat } from './import-dates';
import { syncStays, type ImportedStay } from './stay-sync';

/*
 * Cards for many stays from the booking system's CSV export (docs/membership.md "Import from a booking export"):
 * staff map its columns to the card's fields once (kept for the next file), every row is validated, the rows with an
 * error are listed by line and not imported, and the valid ones are issued together in one transaction, all or none.
 * A row with a booking reference follows its booking (./stay-sync.ts); dates are read in the file's own format.
 */

/** A field a column can be mapped to (IMPORT_FIELDS). */
export type ImportField = (typeof IMPORT_FIELDS)[number];
export { IMPORT_FIELDS };
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
  status: /status|estado|statut|cancel|annul/i,
  bookingRef: /booking|reserva|r[ée]servation|\bref/i,
};

// Guessed in this order, so "Booking status" goes to the status before the reference is guessed.
const GUESS_ORDER: ImportField[] = [...memberCardFields, 'status', 'bookingRef'];

/** The mapping to offer for these headings: the saved one where its columns are present, else a guess by name. */
export function suggestMapping(headings: string[], saved: ColumnMapping): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of GUESS_ORDER) {
    const remembered = saved[field];
    mapping[field] =
      remembered && headings.includes(remembered)
        ? remembered
        : headings.find((heading) => GUESSES[field].test(heading) && !Object.values(mapping).includes(heading));
  }
  return mapping;
}

/** A status cell that says the booking is cancelled: "Cancelled", "Cancelado", "Annulée"..., or yes/true/sim/oui/1. */
export function isCancelled(text: string): boolean {
  const value = text.trim();
  return /^(cancel|annul|anul)/i.test(value) || /^(true|yes|sim|oui|1|x)$/i.test(value);
}

/** The date formats a file's rows read in under `mapping` (fileDateFormats of its arrival and departure cells). */
export function dateFormatsOf(rows: Record<string, string>[], mapping: ColumnMapping): DateFormat[] {
  const cells = rows.flatMap((row) => (['arrival', 'departure'] as const).map((field) => cellOf(row, mapping, field)));
  return fileDateFormats(cells);
}

const cellOf = (row: Record<string, string>, mapping: ColumnMapping, field: ImportField) =>
  mapping[field] ? (row[mapping[field]] ?? '') : '';

/** The first `count` rows as `dateFormat` reads them: line, guest name, and each date as YYYY-MM-DD or as written. */
export function previewRows(rows: Record<string, string>[], mapping: ColumnMapping, dateFormat: DateFormat, count = 3) {
  return rows.slice(0, count).map((row, index) => {
    const date = (field: 'arrival' | 'departure') => {
      const text = cellOf(row, mapping, field).trim();
      return { text, day: readDay(text, dateFormat) };
    };
    return {
      line: index + 2,
      guestName: cellOf(row, mapping, 'guestName').trim(),
      arrival: date('arrival'),
      departure: date('departure'),
    };
  });
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

/**
 * The stays of a file's rows under `mapping`, dates read in `dateFormat`: the valid ones, and the rows with errors by
 * line. When a column is mapped to the booking reference, every row needs one, and a reference on more than one line
 * refuses each of those lines (`bookingRef`: `required`, `BackofficeMembers.import.repeatedRef`).
 */
export function staysFromRows(rows: Record<string, string>[], mapping: ColumnMapping, dateFormat: DateFormat = 'iso') {
  const stays: ImportedStay[] = [];
  const errors: RowError[] = [];
  const refLines = new Map<string, number>();
  for (const row of rows) {
    const ref = cellOf(row, mapping, 'bookingRef').trim();
    if (ref) refLines.set(ref, (refLines.get(ref) ?? 0) + 1);
  }
  const isoDay = (text: string) => readDay(text, dateFormat) ?? text.trim();
  rows.forEach((row, index) => {
    const cell = (field: ImportField) => cellOf(row, mapping, field);
    const bookingRef = cell('bookingRef').trim();
    const parsed = memberCardSchema.safeParse({
      guestName: cell('guestName'),
      email: cell('email'),
      locale: language(cell('locale')),
      arrival: isoDay(cell('arrival')),
      departure: isoDay(cell('departure')),
      partySize: cell('partySize').trim(),
      property: cell('property'),
    });
    const fields: Record<string, string> = {};
    if (mapping.bookingRef && !bookingRef) fields.bookingRef = 'required';
    else if (bookingRef.length > 200) fields.bookingRef = 'tooLong';
    else if ((refLines.get(bookingRef) ?? 0) > 1) fields.bookingRef = 'BackofficeMembers.import.repeatedRef';
    const issues = parsed.success ? {} : issueMessages(parsed.error, ([field]) => String(field ?? 'row'));
    for (const [field, message] of Object.entries(issues)) fields[field] ??= message;
    if (parsed.success && Object.keys(fields).length === 0)
      stays.push({
        line: index + 2,
        stay: parsed.data,
        bookingRef: bookingRef || undefined,
        cancelled: isCancelled(cell('status')),
      });
    else errors.push({ line: index + 2, fields });
  });
  return { stays, errors };
}

/** The saved column mapping ({} before the first import). */
export async function savedMapping(db: Db): Promise<ColumnMapping> {
  const row = await db.stayImportMapping.findUnique({ where: { id: 1 } });
  return (row?.columns ?? {}) as ColumnMapping;
}

/**
 * Imports a file's rows under `mapping` and keeps the mapping for the next file (syncStays: issued, updated, revoked,
 * unchanged). Dates are read in the file's format; when it is ambiguous (fileDateFormats), in `chosen`, one of them.
 * @returns what syncStays did and the rows with errors, or `{ dateFormats }` (nothing done) when the file is ambiguous
 * and `chosen` is not one of its formats.
 */
export async function importStays(db: Db, rows: Record<string, string>[], mapping: ColumnMapping, chosen?: DateFormat) {
  const dateFormats = dateFormatsOf(rows, mapping);
  const dateFormat = dateFormats.length === 1 ? dateFormats[0] : chosen;
  if (dateFormats.length > 1 && !(chosen && dateFormats.includes(chosen))) return { dateFormats };
  const { stays, errors } = staysFromRows(rows, mapping, dateFormat);
  const outcome = await syncStays(db, stays);
  await db.stayImportMapping.upsert({ where: { id: 1 }, create: { columns: mapping }, update: { columns: mapping } });
  return { ...outcome, errors };
}
