import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestPartner } from '../../fixtures/partners';

/*
 * Every CSV export, downloaded through its route as a browser does, opens in the reader's spreadsheet
 * (docs/formats.md "Exports"): in pt and fr split at `;` with amounts read back as numbers, in en at `,`; file name,
 * headings and statuses in the reader's language.
 */

// answers here the partner user this test signs in (partnerUser), as its database session would.
let partnerUser: { id: string; partnerId: number; email: string } | null = null;
vi.mock('@/lib/partner-auth/auth-js', () => ({
  partnerAuth: async () => (partnerUser ? { user: partnerUser } : null),
}));

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount, setStaffLocale } = await import('@/lib/staff/auth/accounts');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');
const { createTestProduct, orderRequest } = await import('../../fixtures/orders');
const { readAsSpreadsheet } = await import('../../fixtures/spreadsheet');
const { submitOrder } = await import('@/lib/shop/orders/place-order');
const { calendarDay } = await import('@/lib/i18n/format');
const staffLedgerRoute = await import('@/app/api/backoffice/redemptions-csv/route');
const partnerLedgerRoute = await import('@/app/api/partner/ledger-csv/route');
const ordersRoute = await import('@/app/api/backoffice/orders-csv/route');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

let admin: { id: number };
let partner: { id: number; userId: number; email: string };
const PARTNER_NAME = 'Café "Sol"; Mar';

beforeAll(async () => {
  admin = await upsertStaffAccount(db, `exports-${Date.now().toString(36)}@example.com`, 'correct horse battery');
  const { id, slug } = await createTestPartner(db, 'exports', {
    name: PARTNER_NAME,
    offerLines: { en: ['10%'], fr: ['10%'], pt: ['10%'] },
  });
  const user = await db.partnerUser.create({ data: { partnerId: id, email: `${slug}@example.com` } });
  partner = { id, userId: user.id, email: user.email };
  const card = await db.memberCard.create({
    data: {
      guestName: 'Ana Silva',
      email: 'ana@example.com',
      locale: 'pt',
      arrival: calendarDay('2026-08-03'),
      departure: calendarDay('2026-08-10'),
      partySize: 4,
    },
  });
  const redemptions = [
    { at: '2026-08-05T22:30:00Z', partySize: 2, billCents: 8450 }, // 23:30 in Lisbon
    { at: '2026-08-06T12:00:00Z', partySize: 4, billCents: 123456 },
    { at: '2026-08-07T12:00:00Z', partySize: 3, billCents: null },
  ];
  for (const { at, ...row } of redemptions)
    await db.redemption.create({
      data: {
        idempotencyKey: randomUUID(),
        partnerId: id,
        cardId: card.id,
        readAt: new Date(at),
        redeemedAt: new Date(at),
        ...row,
      },
    });
});

beforeEach(async () => {
  request.cookies.clear();
  partnerUser = null;
  await setStaffLocale(db, admin.id, 'pt');
});

async function signInStaff() {
  request.cookies.set(SESSION_COOKIE, await staffSessionToken(admin.id));
}

/** The body as a file on disk: bytes decoded as UTF-8 with the byte order mark kept (Response.text() drops it). */
async function download(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

const ledgerUrl = (path: string, query: string) => new Request(`http://localhost${path}?${query}`);

describe('the redemption ledger CSV', () => {
  it('opens in a Portuguese spreadsheet in columns, with the bills as numbers (staff, in pt)', async () => {
    await signInStaff();
    const response = await staffLedgerRoute.GET(
      ledgerUrl('/api/backoffice/redemptions-csv', `partnerId=${partner.id}`),
    );
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''utiliza%C3%A7%C3%B5es.csv`);
    const text = await download(response);
    expect(text).toContain(`"Café ""Sol""; Mar"`);
    expect(readAsSpreadsheet(text, ';')).toEqual([
      ['Quando', 'Parceiro', 'Hóspede', 'Pessoas', 'Conta antes do desconto (€)'],
      ['2026-08-07 13:00', PARTNER_NAME, 'Ana', 3, ''],
      ['2026-08-06 13:00', PARTNER_NAME, 'Ana', 4, 1234.56],
      ['2026-08-05 23:30', PARTNER_NAME, 'Ana', 2, 84.5],
    ]);
  });

  it('stays `,` and `.` for staff working in English', async () => {
    await setStaffLocale(db, admin.id, 'en');
    await signInStaff();
    const response = await staffLedgerRoute.GET(
      ledgerUrl('/api/backoffice/redemptions-csv', `partnerId=${partner.id}`),
    );
    expect(response.headers.get('content-disposition')).toContain('filename="redemptions.csv"');
    const text = await download(response);
    expect(text.split('\r\n')[0]).toBe('\uFEFFWhen,Partner,Guest,People,Bill before discount (€)');
    expect(text).toContain(`,"Café ""Sol""; Mar",Ana,2,84.50\r\n`);
    expect(readAsSpreadsheet(text, ',').at(-1)).toEqual(['2026-08-05 23:30', PARTNER_NAME, 'Ana', 2, 84.5]);
  });

  it('is the partner’s own, in French for a partner reading in French', async () => {
    expect((await partnerLedgerRoute.GET(ledgerUrl('/api/partner/ledger-csv', 'locale=fr'))).status).toBe(401);
    partnerUser = { id: String(partner.userId), partnerId: partner.id, email: partner.email };
    const response = await partnerLedgerRoute.GET(ledgerUrl('/api/partner/ledger-csv', 'locale=fr'));
    expect(response.headers.get('content-disposition')).toContain('filename="utilisations.csv"');
    const rows = readAsSpreadsheet(await download(response), ';');
    expect(rows[0]).toEqual(['Quand', 'Partenaire', 'Client', 'Personnes', 'Addition avant remise (€)']);
    expect(rows.slice(1).map((row) => row[4])).toEqual(['', 1234.56, 84.5]);
  });
});

describe('the orders CSV', () => {
  it('opens in a Portuguese spreadsheet with totals as numbers and statuses in Portuguese', async () => {
    const product = await createTestProduct(db, { price: '42.25', quantity: 10 });
    const placed = await submitOrder(db, orderRequest([{ productId: product.id, quantity: 2 }]));
    if (!placed.ok) throw new Error(placed.error);
    const day = '2021-05-04'; // a day of its own: no other test file's orders
    await db.order.update({
      where: { orderNumber: placed.data.orderNumber },
      data: { createdAt: new Date(`${day}T09:15:00Z`), customerName: 'Ana; "Silva"' },
    });
    await signInStaff();
    const response = await ordersRoute.GET(
      new Request(`http://localhost/api/backoffice/orders-csv?from=${day}&to=${day}`),
    );
    expect(response.headers.get('content-disposition')).toContain(`filename="encomendas-${day}-a-${day}.csv"`);
    const rows = readAsSpreadsheet(await download(response), ';');
    expect(rows[0]).toEqual([
      'Número da encomenda',
      'Criada em',
      'Estado',
      'Nome',
      'E-mail',
      'Telefone',
      'Local de levantamento',
      'Data de levantamento',
      'Hora de levantamento',
      'Total (€)',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        placed.data.orderNumber,
        `${day} 10:15`,
        'A aguardar confirmação',
        'Ana; "Silva"',
        expect.stringContaining('@example.com'),
        "'+351 912 345 678",
        expect.any(String),
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        expect.stringMatching(/^\d{2}:\d{2}$/),
        84.5,
      ],
    ]);
  });
});
