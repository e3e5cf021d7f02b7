// docs/membership.md "Import from a booking export": columns mapped by name or as saved, rows checked one by one.
import { describe, expect, it } from 'vitest';
import {
  dateFormatsOf,
  isCancelled,
  readStaysCsv,
  staysFromRows,
  suggestMapping,
} from '@/lib/membership/stays/stay-import';

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
      bookingRef: 'Reserva',
    });
    const { stays, errors } = staysFromRows(read.rows, mapping, 'dmy');
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

  it('needs a booking reference on every row when one is mapped, and reads cancelled statuses in three languages', () => {
    const rows = [
      { Ref: 'R1', Name: 'Ana', Mail: 'ana@example.com', In: '2026-08-03', Out: '2026-08-10', Pax: '2' },
      { Ref: ' ', Name: 'Jo', Mail: 'jo@example.com', In: '2026-08-03', Out: '2026-08-10', Pax: '2' },
    ];
    const mapping = {
      bookingRef: 'Ref',
      guestName: 'Name',
      email: 'Mail',
      arrival: 'In',
      departure: 'Out',
      partySize: 'Pax',
    };
    const { stays, errors } = staysFromRows(rows, mapping, 'iso');
    expect(stays.map(({ bookingRef, cancelled }) => [bookingRef, cancelled])).toEqual([['R1', false]]);
    expect(errors).toEqual([{ line: 3, fields: { bookingRef: 'required' } }]);
    expect(['Cancelled', 'cancelado', 'Annulée', 'Anulada', 'yes', 'Sim', 'oui', 'TRUE'].every(isCancelled)).toBe(true);
    expect(['Confirmed', 'Confirmada', 'no', 'não', ''].some(isCancelled)).toBe(false);
  });

  it('reads the date format from the whole file: ISO, day first, month first, or both when every day is 12 or less', () => {
    const mapping = { arrival: 'In', departure: 'Out' };
    const file = (...days: [string, string][]) => days.map(([In, Out]) => ({ In, Out }));
    expect(dateFormatsOf(file(['2026-08-03', '2026-08-10']), mapping)).toEqual(['iso']);
    expect(dateFormatsOf(file(['03/08/2026', '10/08/2026'], ['13/08/2026', '20/08/2026']), mapping)).toEqual(['dmy']);
    expect(dateFormatsOf(file(['08/03/2026', '08/10/2026'], ['08/13/2026', '08/20/2026']), mapping)).toEqual(['mdy']);
    expect(dateFormatsOf(file(['03/08/2026', '10/08/2026']), mapping)).toEqual(['dmy', 'mdy']);
  });
});
