// Plain-text tables for the measuring scripts' output (bench, Lighthouse): readable in a terminal and pasteable
// into docs/performance.md as-is.

/** A row that was not measured: its name and why, e.g. "skipped: 404". */
export interface SkippedRow {
  name: string;
  skipped: string;
}

/**
 * `rows` under `headers`, each turned into its cells by `cells`, columns separated by two spaces: the first column
 * left-aligned, the others (numbers) right-aligned. A skipped row prints its name and reason, and does not widen the
 * other columns.
 */
export function textTable<Row extends object>(
  headers: readonly string[],
  rows: readonly (Row | SkippedRow)[],
  cells: (row: Row) => string[],
): string {
  const lines = rows.map((row) => ('skipped' in row ? { note: row } : { cells: cells(row as Row) }));
  const full = lines.flatMap((line) => (line.cells ? [line.cells] : []));
  const names = lines.flatMap((line) => (line.note ? [line.note.name.length] : []));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...full.map((row) => (row[column] ?? '').length), ...(column === 0 ? names : [])),
  );
  const format = (values: readonly string[]) =>
    values
      .map((value, column) => (column === 0 ? value.padEnd(widths[0]) : value.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  return [
    format(headers),
    format(widths.map((width) => '-'.repeat(width))),
    ...lines.map((line) =>
      line.note ? `${line.note.name.padEnd(widths[0])}  ${line.note.skipped}` : format(line.cells!),
    ),
  ].join('\n');
}
