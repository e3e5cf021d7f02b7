// docs/membership.md "Import from a booking export": a booking's reference keeps one card per booking (a new date
// moves it and e-mails it again, a cancellation revokes it, an unchanged row does nothing, a reference twice in one
// file is refused), and dates are read in the file's own format (a US export as month first; an ambiguous file only
// once staff choose). Real PostgreSQL; every test has its own references and addresses; fixed dates, no clock.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@/lib/db';
import { importStays, readStaysCsv, suggestMapping } from '@/lib/membership/stays/stay-import';
import type { DateFormat } from '@/lib/membership/stays/import-dates';
import { storedDay } from '@/lib/time';

const db = createPrismaClient();
afterAll(() => db.$disconnect());

const HEADINGS = 'Reserva;Hóspede;Email;Língua;Check-in;Check-out;Pessoas;Estado';

/** Imports `lines` (after the headings) with the mapping the page guesses. */
async function importFile(lines: string[], chosen?: DateFormat) {
  const read = readStaysCsv([HEADINGS, ...lines].join('\n'));
  if ('error' in read) throw new Error(read.error);
  return importStays(db, read.rows, suggestMapping(read.headings, {}), chosen);
}

function booking() {
  const id = randomUUID().slice(0, 8);
  return { ref: `B-${id}`, email: `stay-${id}@example.com` };
}

const cardsOf = (ref: string) => db.memberCard.findMany({ where: { bookingRef: ref } });
const cardsTo = (email: string) => db.memberCard.findMany({ where: { email } });
const emailsTo = (email: string) => db.outboxEmail.count({ where: { to: email, template: 'member-card' } });
const dates = (card: { arrival: Date; departure: Date }) => [storedDay(card.arrival), storedDay(card.departure)];

describe('a booking imported again', () => {
  it('with new dates moves its card and e-mails the guest once more, without a second card', async () => {
    const { ref, email } = booking();
    const first = await importFile([`${ref};Ana Silva;${email};pt;2026-08-03;2026-08-10;2;Confirmada`]);
    expect(first).toMatchObject({ issued: [expect.any(String)], updated: [], errors: [] });
    expect(await emailsTo(email)).toBe(1);

    const again = await importFile([`${ref};Ana Silva;${email};pt;2026-08-05;2026-08-14;2;Confirmada`]);
    const cards = await cardsOf(ref);
    expect((await cardsTo(email)).map(dates)).toEqual([['2026-08-05', '2026-08-14']]);
    expect(again).toMatchObject({ issued: [], updated: [{ id: cards[0]!.id, departure: '2026-08-14' }] });
    expect(await emailsTo(email)).toBe(2);
  });

  it('cancelled revokes its card and sends nothing', async () => {
    const { ref, email } = booking();
    await importFile([`${ref};Ana Silva;${email};pt;2026-08-03;2026-08-10;2;Confirmada`]);
    const cancelled = await importFile([`${ref};Ana Silva;${email};pt;2026-08-03;2026-08-10;2;Cancelada`]);
    const [card] = await cardsOf(ref);
    expect(card!.revokedAt).not.toBeNull();
    expect(cancelled).toMatchObject({ revoked: [card!.id], issued: [], updated: [] });
    expect(await emailsTo(email)).toBe(1);
  });

  it('unchanged changes nothing and sends nothing', async () => {
    const { ref, email } = booking();
    const row = `${ref};Ana Silva;${email};pt;2026-08-03;2026-08-10;2;Confirmada`;
    await importFile([row]);
    const before = await cardsOf(ref);
    const again = await importFile([row]);
    expect(again).toMatchObject({ issued: [], updated: [], revoked: [], unchanged: [2], errors: [] });
    expect(await cardsOf(ref)).toEqual(before);
    expect(await emailsTo(email)).toBe(1);
  });

  it('twice in one file is refused on both lines, and nothing is issued for it', async () => {
    const { ref, email } = booking();
    const other = booking();
    const outcome = await importFile([
      `${ref};Ana Silva;${email};pt;2026-08-03;2026-08-10;2;`,
      `${other.ref};Jean Dupont;${other.email};fr;2026-08-03;2026-08-10;2;`,
      `${ref};Ana Silva;${email};pt;2026-08-04;2026-08-11;2;`,
    ]);
    const repeated = { bookingRef: 'BackofficeMembers.import.repeatedRef' };
    expect(outcome).toMatchObject({
      issued: [expect.any(String)],
      errors: [
        { line: 2, fields: repeated },
        { line: 4, fields: repeated },
      ],
    });
    expect(await cardsOf(ref)).toEqual([]);
    expect(await emailsTo(email)).toBe(0);
    expect(await cardsOf(other.ref)).toHaveLength(1);
  });
});

describe("a file's date format", () => {
  it('reads a US export, a day above 12 in second place, month first for every row', async () => {
    const { ref, email } = booking();
    const other = booking();
    await importFile([
      `${ref};Ana Silva;${email};en;08/03/2026;08/10/2026;2;`,
      `${other.ref};John Smith;${other.email};en;08/13/2026;08/20/2026;2;`,
    ]);
    expect((await cardsTo(email)).map(dates)).toEqual([['2026-08-03', '2026-08-10']]);
    expect((await cardsTo(other.email)).map(dates)).toEqual([['2026-08-13', '2026-08-20']]);
  });

  it('refuses an ambiguous file (every day 12 or less) until a format is chosen', async () => {
    const { ref, email } = booking();
    const lines = [`${ref};Ana Silva;${email};pt;03/08/2026;10/08/2026;2;`];
    expect(await importFile(lines)).toEqual({ dateFormats: ['dmy', 'mdy'] });
    expect(await importFile(lines, 'iso')).toEqual({ dateFormats: ['dmy', 'mdy'] });
    expect(await cardsOf(ref)).toEqual([]);
    expect(await emailsTo(email)).toBe(0);

    await importFile(lines, 'dmy');
    expect((await cardsOf(ref)).map(dates)).toEqual([['2026-08-03', '2026-08-10']]);
  });
});
