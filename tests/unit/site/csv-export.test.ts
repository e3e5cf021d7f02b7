import { describe, expect, it } from 'vitest';
import { csvDownload, csvFile, type CsvCell, type CsvColumn } from '@/lib/http/csv-export';
import { readAsSpreadsheet } from '../../fixtures/spreadsheet';

/*
 * The one CSV writer of every export (docs/formats.md "Exports"): a Portuguese or French spreadsheet opens the file
 * in columns and reads its amounts as numbers, an English one too, accents and awkward texts survive.
 */

const columns: CsvColumn[] = [{ heading: 'Parceiro' }, { heading: 'Pessoas' }, { heading: 'Conta (€)', decimals: 2 }];
const rows: CsvCell[][] = [
  ['Café "Sol"; Mar', 2, 84.5],
  ['Bistro, Lda', 12, 1234.56],
  ['=HYPERLINK("x")', 1, null],
  ['Linha\ndupla', 3, -5],
];

describe('csvFile', () => {
  it('writes pt and fr with `;` and decimal commas, which their spreadsheets read back as numbers', () => {
    for (const locale of ['pt', 'fr'] as const) {
      const { text } = csvFile(locale, 'utilizações', columns, rows);
      expect(text.startsWith('\uFEFFParceiro;Pessoas;Conta (€)\r\n'), locale).toBe(true);
      expect(text, locale).toContain(';84,50\r\n');
      expect(text, locale).toContain(';1234,56\r\n'); // no thousands separator: "1 234,56" would read as text
      expect(readAsSpreadsheet(text, ';'), locale).toEqual([
        ['Parceiro', 'Pessoas', 'Conta (€)'],
        ['Café "Sol"; Mar', 2, 84.5],
        ['Bistro, Lda', 12, 1234.56],
        [`'=HYPERLINK("x")`, 1, ''],
        ['Linha\ndupla', 3, -5],
      ]);
    }
  });

  it('quotes a field with the separator, a quote or a line break, and nothing else', () => {
    const { text } = csvFile('pt', 'x', columns, rows);
    expect(text.split('\r\n').slice(1)).toEqual([
      '"Café ""Sol""; Mar";2;84,50',
      'Bistro, Lda;12;1234,56',
      `"'=HYPERLINK(""x"")";1;`,
      '"Linha\ndupla";3;-5,00',
      '',
    ]);
  });

  it('writes en with `,` and `.`, quoting the commas', () => {
    const { text } = csvFile('en', 'redemptions', columns, rows);
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFParceiro,Pessoas,Conta (€)',
      '"Café ""Sol""; Mar",2,84.50',
      '"Bistro, Lda",12,1234.56',
    ]);
    expect(readAsSpreadsheet(text, ',')[2]).toEqual(['Bistro, Lda', 12, 1234.56]);
  });

  it('names the file in the reader’s language and sends it as a private attachment', async () => {
    const file = csvFile('pt', 'utilizações', columns, rows);
    expect(file.name).toBe('utilizações.csv');
    const response = csvDownload(file);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="utilizacoes.csv"; filename*=UTF-8''utiliza%C3%A7%C3%B5es.csv`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The byte order mark reaches the browser: Response bodies are UTF-8, and text() would drop it.
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
