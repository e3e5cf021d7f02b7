// docs/membership.md "Import from a booking export": columns mapped by name or as saved, rows checked one by one.
import { describe, expect, it } from 'vitest';
import { readStaysCsv, staysFromRows, suggestMapping } from '@/lib/membership/stay-import';

const csv = [
  'Reserva;Hóspede;Email;Língua;Check-in;Check-out;Pessoas;Alojamento',
  'R1;Ana Silva;ana@example.com;Português;03/08/2026;10/08/2026;4;Villa Mar',
  'R2;Jean Dupont;jean@example;fr;2026-08-05;2026-08-04;2;Apt 3',
  'R3;John Smith;john@example.com;EN;2026-08-06;2026-08-12;2;',
].join('\n');

describe('stay import', () => {
  it('reads a semicolon export, guesses the columns, and reports each bad row by line with its fields', () => {
    const read = readStaysCsv(`\uFEFF${csv}`);
    if ('error' in read) throw new Error(read.error);
    const mapping = suggestMapping(read.headings, {});
    expect(mapping).toEqual({
      guestName: 'Hóspede',
      email: 'Email',
      locale: 'Língua',
      arrival: 'Check-in',
      departure: 'Check-out',
      partySize: 'Pessoas',
      property: 'Alojamento',
    });
    const { stays, errors } = staysFromRows(read.rows, mapping);
    expect(stays.map(({ line, stay }) => [line, stay.guestName, stay.locale, stay.arrival, stay.partySize])).toEqual([
      [2, 'Ana Silva', 'pt', '2026-08-03', 4],
      [4, 'John Smith', 'en', '2026-08-06', 2],
    ]);
    expect(errors).toEqual([{ line: 3, fields: { email: 'email', departure: 'departureBeforeArrival' } }]);
  });

  it('keeps a saved mapping where its columns exist, and refuses an empty file', () => {
    expect(suggestMapping(['Guest', 'Mail'], { guestName: 'Guest', email: 'Mail' })).toMatchObject({
      guestName: 'Guest',
      email: 'Mail',
    });
    expect(readStaysCsv('')).toEqual({ error: 'empty' });
    expect(readStaysCsv('name,email\n')).toEqual({ error: 'empty' });
  });
});
