// docs/membership.md "Import from a booking export", through the staff actions as the page posts them: the read step
// shows the first rows with day and month in words (both readings for an ambiguous file), the import is refused on
// the date format until staff choose one, a repeated reference is named on its lines in words, and each card an
// import updates or revokes is in the activity log. The staff member reads the backoffice in Portuguese.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const { importStaysAction, readStaysFileAction } = await import('@/lib/membership/staff-actions');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');

const db = createPrismaClient();
afterAll(() => db.$disconnect());
let adminId: number;

beforeAll(async () => {
  const admin = await upsertStaffAccount(db, `import-${Date.now().toString(36)}@example.com`, 'correct horse battery');
  adminId = admin.id;
  request.cookies.set(SESSION_COOKIE, await staffSessionToken(admin.id));
});

const MAPPING = {
  'map-bookingRef': 'Booking reference',
  'map-guestName': 'Guest',
  'map-email': 'Email',
  'map-arrival': 'Arrival',
  'map-departure': 'Departure',
  'map-partySize': 'People',
  'map-status': 'Cancelled',
};

const fileOf = (lines: string[]) =>
  ['Booking reference,Guest,Email,Arrival,Departure,People,Cancelled', ...lines].join('\n');

function importForm(csv: string, dateFormat?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ csv, ...MAPPING, ...(dateFormat ? { dateFormat } : {}) }))
    form.set(name, value);
  return form;
}

it('shows an ambiguous file both ways in words and refuses it until a format is chosen', async () => {
  const id = randomUUID().slice(0, 8);
  const csv = fileOf([`A-${id},Ana Silva,ana-${id}@example.com,03/08/2026,10/08/2026,2,no`]);
  const form = new FormData();
  form.set('file', new File([csv], 'stays.csv', { type: 'text/csv' }));
  const read = await readStaysFileAction({ status: 'idle' }, form);
  if (read.status !== 'done' || !read.data) throw new Error(JSON.stringify(read));
  expect(read.data.dateFormats).toEqual(['dmy', 'mdy']);
  expect(read.data.preview.map(({ dateFormat, rows }) => [dateFormat, rows[0]!.arrival])).toEqual([
    ['dmy', 'segunda-feira, 3 de agosto de 2026'],
    ['mdy', 'domingo, 8 de março de 2026'],
  ]);

  const refused = await importStaysAction({ status: 'idle' }, importForm(csv));
  expect(refused).toMatchObject({
    status: 'refused',
    fieldErrors: { dateFormat: 'Escolha o formato das datas deste ficheiro' },
  });
  expect(await db.memberCard.count({ where: { bookingRef: `A-${id}` } })).toBe(0);

  const done = await importStaysAction({ status: 'idle' }, importForm(csv, 'dmy'));
  expect(done).toMatchObject({ status: 'done', data: { imported: 1 } });
});

it('names a repeated reference on its lines, and logs each card an import moves or revokes', async () => {
  const id = randomUUID().slice(0, 8);
  const row = (ref: string, departure: string, cancelled: string) =>
    `${ref}-${id},Ana Silva,ana-${ref}-${id}@example.com,2026-08-03,${departure},2,${cancelled}`;
  const first = await importStaysAction(
    { status: 'idle' },
    importForm(fileOf([row('M', '2026-08-10', ''), row('C', '2026-08-10', ''), row('M', '2026-08-11', '')])),
  );
  expect(first).toMatchObject({
    status: 'done',
    data: {
      imported: 1,
      errors: [
        { line: 2, messages: [expect.stringContaining('mais de uma linha do ficheiro')] },
        { line: 4, messages: [expect.stringContaining('mais de uma linha do ficheiro')] },
      ],
    },
  });
  await importStaysAction({ status: 'idle' }, importForm(fileOf([row('M', '2026-08-10', '')])));
  const again = await importStaysAction(
    { status: 'idle' },
    importForm(fileOf([row('M', '2026-08-12', ''), row('C', '2026-08-10', 'sim')])),
  );
  expect(again).toMatchObject({ status: 'done', data: { imported: 0, updated: 1, revoked: 1, skipped: [] } });
  const cards = await db.memberCard.findMany({ where: { bookingRef: { in: [`M-${id}`, `C-${id}`] } } });
  const logged = await db.staffActivity.findMany({
    where: { adminId, target: { in: cards.map((card) => `member-card:${card.id}`) } },
    orderBy: { id: 'asc' },
  });
  expect(logged.map(({ action }) => action).sort()).toEqual(['member-card.import-revoke', 'member-card.import-update']);
});
