// Plain-text tables for the measuring scripts' output (bench, Lighthouse): readable in a terminal and pasteable
// into docs/performance.md as-is.

/**
 * `rows` under `headers`, columns separated by two spaces: the first column left-aligned, the others (numbers)
 * right-aligned. A row with exactly two cells whose table has more columns is a note ("skipped: 404"): its
 * second cell is printed as-is after the first column and does not widen the others.
 */
export function textTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const isNote = (row: readonly string[]) => row.length === 2 && headers.length > 2;
  const full = rows.filter((row) => !isNote(row));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...full.map((row) => (row[column] ?? '').length), ...rows.map((row) => (column === 0 ? row[0].length : 0))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  return [
    line(headers),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => (isNote(row) ? `${row[0].padEnd(widths[0])}  ${row[1]}` : line(row))),
  ].join('\n');
}
