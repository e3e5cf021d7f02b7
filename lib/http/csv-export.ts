import Papa from 'papaparse';
import { formatterFor } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';

/*
 * Every CSV the app exports goes through here (docs/formats.md "Exports"), so the reader's spreadsheet opens it in
 * columns and reads its numbers as numbers. A spreadsheet set to Portuguese or French splits a CSV at `;` and
 * reads `84,50` as a number (and `84.50` as text); one set to English splits at `,` and reads `84.50`. The file is
 * UTF-8 with a byte order mark, without which Excel reads the accents as Latin-1.
 */

/** The field separator of each language's spreadsheets. */
export const CSV_SEPARATORS = { en: ',', fr: ';', pt: ';' } as const satisfies Record<Locale, string>;

/** A column: its heading in the reader's language and, for numbers, how many decimals (euros: 2; default 0). */
export type CsvColumn = { heading: string; decimals?: number };

/** A cell: text as is, a number written as the reader's spreadsheet reads one, null for an empty cell. */
export type CsvCell = string | number | null;

/** A file to download: its name (with `.csv`) and its text. */
export type CsvFile = { name: string; text: string };

// papaparse prefixes a cell that starts with = + - @ tab or CR with `'`, so no spreadsheet runs it as a formula; a
// cell that is only a negative number is no formula and stays a number.
const FORMULA = /^(?!-\d+(?:[.,]\d+)?$)[=+\-@\t\r]/;

/**
 * The CSV of `rows` under `columns` for a reader of `locale`: `;` between fields and a decimal comma in pt and fr,
 * `,` and `.` in en; numbers without thousands separators and with the column's decimals ("84,50"); quoted where
 * RFC 4180 needs it (a separator, a quote, a line break); a formula-like text cell prefixed with `'`; lines ended
 * by CRLF; UTF-8 with a byte order mark.
 * @param name the file's name in the reader's language, without `.csv`.
 */
export function csvFile(
  locale: Locale,
  name: string,
  columns: readonly CsvColumn[],
  rows: readonly (readonly CsvCell[])[],
): CsvFile {
  const format = formatterFor(locale);
  const text = (cell: CsvCell, column: number): string => {
    if (typeof cell !== 'number') return cell ?? '';
    const decimals = columns[column]?.decimals ?? 0;
    return format.number(cell, {
      useGrouping: false,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  };
  const csv = Papa.unparse(
    { fields: columns.map((column) => column.heading), data: rows.map((row) => row.map(text)) },
    { delimiter: CSV_SEPARATORS[locale], escapeFormulae: FORMULA, newline: '\r\n' },
  );
  return { name: `${name}.csv`, text: `\uFEFF${csv}\r\n` };
}

// RFC 5987: a name in UTF-8, percent-encoded, for `filename*`; the plain `filename` keeps its ASCII letters only.
const encodedName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (sign) => `%${sign.charCodeAt(0).toString(16).toUpperCase()}`);
const asciiName = (name: string) => name.normalize('NFD').replace(/[^\x20-\x7e]|["\\]/g, '');

/** The download of a csvFile: a private, never stored attachment under its name (accents kept, RFC 6266). */
export function csvDownload(file: CsvFile): Response {
  return new Response(file.text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodedName(file.name)}`,
      'Cache-Control': 'no-store',
    },
  });
}
