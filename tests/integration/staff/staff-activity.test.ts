import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONNECTION_ADDRESS_HEADER } from '@/lib/ops/connection-address.mjs';

// Cache tags and after() belong to a running Next server; here they only need to exist.

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const staffActions = await import('@/lib/shop/staff-actions');
// Every domain's guarded staff reads (lib/<domain>/staff-queries.ts); the list is checked against the files below.
const STAFF_QUERY_MODULES = {
  'lib/directory/staff-queries.ts': await import('@/lib/directory/staff-queries'),
  'lib/inbox/staff-queries.ts': await import('@/lib/inbox/staff-queries'),
  'lib/insights/staff-queries.ts': await import('@/lib/insights/staff-queries'),
  'lib/mail/staff-queries.ts': await import('@/lib/mail/staff-queries'),
  'lib/membership/staff-queries.ts': await import('@/lib/membership/staff-queries'),
  'lib/shop/staff-queries.ts': await import('@/lib/shop/staff-queries'),
  'lib/staff/staff-queries.ts': await import('@/lib/staff/staff-queries'),
};
// currentStaff, the guard every read starts with, is exported for the layout and is checked with them.
const { currentStaff } = await import('@/lib/staff/read-guard');
const staffReads = Object.assign(
  { currentStaff },
  ...Object.values(STAFF_QUERY_MODULES),
) as (typeof STAFF_QUERY_MODULES)['lib/shop/staff-queries.ts'] &
  (typeof STAFF_QUERY_MODULES)['lib/directory/staff-queries.ts'];
const csvRoute = await import('@/app/api/backoffice/orders-csv/route');
const { listActivity } = await import('@/lib/staff/activity/reads');
const { pruneActivity, recordActivity } = await import('@/lib/staff/activity/log');
const { createTestProduct, orderRequest } = await import('../../fixtures/orders');
const { submitOrder } = await import('@/lib/shop/orders/place-order');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');
const { activityActionName, activitySentence } = await import('@/lib/staff/activity/sentence');
const { translatorFor } = await import('@/lib/i18n/translator');
const { formatterFor } = await import('@/lib/i18n/format');

const { postedForm, productForm } = await import('../../fixtures/staff-forms');
const idle = { status: 'idle' } as const;
const db = createPrismaClient();
afterAll(() => db.$disconnect());

let admin: { id: number; email: string };
const filters = (extra: object = {}) => ({ page: 1, ...extra });

beforeAll(async () => {
  admin = await upsertStaffAccount(db, `activity-${Date.now().toString(36)}@example.com`, 'correct horse battery');
});
beforeEach(async () => {
  request.cookies.clear();
  request.cookies.set(SESSION_COOKIE, await staffSessionToken(admin.id));
  request.headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: '203.0.113.7' });
});

describe('the staff activity log (docs/decisions/11-staff-security.md §5)', () => {
  it('records each staff write with the staff member, action, target, time and client address', async () => {
    const product = await createTestProduct(db, { quantity: 5 });
    const started = Date.now() - 1000;
    expect(await staffActions.adjustStockAction(idle, postedForm({ productId: product.id, delta: 3 }))).toMatchObject({
      status: 'done',
    });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).quantity).toBe(8);
    expect(
      await staffActions.setProductEnabledAction(idle, postedForm({ id: product.id, enabled: 'false' })),
    ).toMatchObject({ status: 'done' });
    const rows = await db.staffActivity.findMany({
      where: { adminId: admin.id, target: `product:${product.id}` },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((row) => [row.action, row.address, row.detail])).toEqual([
      ['stock.adjust', '203.0.113.7', { delta: 3 }],
      ['product.disable', '203.0.113.7', null],
    ]);
    expect(rows[0].createdAt.getTime()).toBeGreaterThanOrEqual(started);
  });

  it('records nothing for a refused write', async () => {
    const product = await createTestProduct(db, { quantity: 1 });
    expect(await staffActions.adjustStockAction(idle, postedForm({ productId: product.id, delta: -5 }))).toMatchObject({
      status: 'refused',
    });
    expect(await db.staffActivity.count({ where: { target: `product:${product.id}` } })).toBe(0);
  });

  it('records every CSV export', async () => {
    const response = await csvRoute.GET(
      new Request('http://localhost/api/backoffice/orders-csv?from=2026-01-01&to=2026-01-31'),
    );
    expect(response.status).toBe(200);
    expect(
      await db.staffActivity.count({
        where: { adminId: admin.id, action: 'orders.export', target: '2026-01-01..2026-01-31' },
      }),
    ).toBe(1);
  });

  it('refuses an export range past 366 days or with a date that does not exist', async () => {
    for (const query of ['from=2025-01-01&to=2026-01-31', 'from=2026-02-01&to=2026-02-30']) {
      const response = await csvRoute.GET(new Request(`http://localhost/api/backoffice/orders-csv?${query}`));
      expect(response.status, query).toBe(400);
      expect((await response.json()).error).toMatch(/366 days/);
    }
  });

  it('filters by staff member, action (or its prefix) and Lisbon days', async () => {
    const other = await upsertStaffAccount(
      db,
      `activity-other-${Date.now().toString(36)}@example.com`,
      'correct horse battery',
    );
    await recordActivity(db, { adminId: other.id, action: 'auth.login.success', address: '198.51.100.1' });
    await recordActivity(db, { adminId: other.id, action: 'product.update', target: 'product:1' });
    const old = await db.staffActivity.create({
      data: { adminId: other.id, action: 'auth.logout', createdAt: new Date('2026-03-10T23:30:00Z') },
    });
    expect((await listActivity(db, filters({ adminId: other.id }), 'en')).entries.map((entry) => entry.action)).toEqual(
      ['product.update', 'auth.login.success', 'auth.logout'],
    );
    expect(
      (await listActivity(db, filters({ adminId: other.id, action: 'auth' }), 'en')).entries.map(
        (entry) => entry.action,
      ),
    ).toEqual(['auth.login.success', 'auth.logout']);
    // 23:30 UTC on 10 March is still 10 March in Lisbon (UTC+0 in winter); 23:30 UTC in July would be the next day.
    const onDay = await listActivity(db, filters({ adminId: other.id, from: '2026-03-10', to: '2026-03-10' }), 'en');
    expect(onDay.entries.map((entry) => entry.id)).toEqual([String(old.id)]);
    expect(onDay.staff.map((member) => member.email)).toContain(other.email);
    expect(onDay.actions).toEqual(expect.arrayContaining(['auth.login.success', 'product.update']));
  });

  it('reads as sentences in the staff member’s language, with names instead of ids and no raw JSON (docs/activity.md)', async () => {
    const maria = await upsertStaffAccount(db, `maria-${Date.now().toString(36)}@example.com`, 'correct horse battery');
    const product = await createTestProduct(db, { quantity: 5 });
    const placed = await submitOrder(db, orderRequest([{ productId: product.id, quantity: 1 }]));
    if (!placed.ok) throw new Error(placed.error);
    const order = await db.order.findUniqueOrThrow({ where: { orderNumber: placed.data.orderNumber } });
    await recordActivity(db, {
      adminId: maria.id,
      action: 'stock.adjust',
      target: `product:${product.id}`,
      detail: { delta: 12 },
    });
    await recordActivity(db, {
      adminId: maria.id,
      action: 'order.status',
      target: `order:${order.id}`,
      detail: { status: 'collected' },
    });
    await recordActivity(db, { adminId: maria.id, action: 'product.update', target: 'product:999999999' });
    // A stored action no sentence knows (recordActivity takes only listed actions): an older row, written directly.
    await db.staffActivity.create({ data: { adminId: maria.id, action: 'some.future-action', target: 'thing:7' } });
    const sentences = async (locale: 'en' | 'pt') => {
      const { entries } = await listActivity(db, filters({ adminId: maria.id }), locale);
      return entries.map((entry) => activitySentence(translatorFor(locale), formatterFor(locale), entry));
    };
    expect(await sentences('pt')).toEqual([
      `${maria.email}: some.future-action #7`,
      `${maria.email} editou o produto #999999999`,
      `${maria.email} passou a encomenda ${order.orderNumber} para “Levantada”`,
      `${maria.email} ajustou o stock de ${product.namePt}: +12`,
    ]);
    expect((await sentences('en')).at(-1)).toBe(`${maria.email} adjusted stock of ${product.nameEn}: +12`);
    // The action filter offers readable names.
    expect(activityActionName(translatorFor('pt'), 'stock.adjust')).toBe('Stock ajustado');
    expect(activityActionName(translatorFor('en'), 'auth.login.success')).toBe('Signed in');
  });

  it('prunes entries older than 400 days', async () => {
    const now = new Date('2027-06-01T12:00:00Z');
    const kept = await db.staffActivity.create({
      data: { action: 'test.kept', createdAt: new Date('2026-05-01T12:00:00Z') },
    });
    const pruned = await db.staffActivity.create({
      data: { action: 'test.pruned', createdAt: new Date('2026-04-26T12:00:00Z') },
    });
    await pruneActivity(db, now);
    expect(await db.staffActivity.findUnique({ where: { id: kept.id } })).not.toBeNull();
    expect(await db.staffActivity.findUnique({ where: { id: pruned.id } })).toBeNull();
  });
});

describe('a product form opened before an order took stock (README "Backoffice")', () => {
  it('refuses the stale save in the staff language, keeps the stock the order left, and saves from a fresh read', async () => {
    const product = await createTestProduct(db, { quantity: 5, price: '3.00' });
    const opened = await staffReads.getProductForEdit(product.id); // what the edit page hands the form
    if (!opened) throw new Error('product not found');
    const order = await submitOrder(db, orderRequest([{ productId: product.id, quantity: 1 }]));
    if (!order.ok) throw new Error(order.error);
    const { id: orderId } = await db.order.findUniqueOrThrow({ where: { orderNumber: order.data.orderNumber } });
    expect(
      await staffActions.changeOrderStatusAction(idle, postedForm({ orderId, status: 'confirmed' })),
    ).toMatchObject({ status: 'done' });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('confirmed');

    const { nameEn, nameFr, namePt, quantity, position, enabled, images } = opened;
    const form = { nameEn, nameFr, namePt, quantity, position: position ?? '', enabled, images, price: '4.50' };
    expect(form.quantity).toBe(5);
    const stale = await staffActions.saveProductAction(
      idle,
      productForm(form, { id: product.id, version: opened.version }),
    );
    expect(stale).toMatchObject({ status: 'refused', error: translatorFor('pt')('BackofficeErrors.staleProduct') });
    const kept = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect([kept.quantity, kept.price.toFixed(2)]).toEqual([4, '3.00']);

    const fresh = await staffReads.getProductForEdit(product.id);
    const saved = await staffActions.saveProductAction(
      idle,
      productForm({ ...form, quantity: fresh!.quantity }, { id: product.id, version: fresh!.version }),
    );
    expect(saved).toMatchObject({ status: 'done', data: { id: product.id, version: fresh!.version + 1 } });
    const after = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect([after.quantity, after.price.toFixed(2)]).toEqual([4, '4.50']);
  });
});

describe('staff reads check the session themselves (docs/decisions/11-staff-security.md §1)', () => {
  const argumentsFor: Record<string, unknown[]> = {
    currentStaff: [],
    getDashboard: [],
    getStaffProducts: [],
    getProductForEdit: [1],
    getOrdersPage: [{ page: 1 }],
    getOrderForEdit: [1],
    getReviews: [],
    getAnalytics: [{ from: '2026-01-01', to: '2026-01-31' }],
    getInbox: [],
    getOutboxPage: [1],
    getOutboxPreview: [1],
    getActivity: [{ page: 1 }],
    getUpcomingPickups: [],
    getPartnersPage: [{}],
    getPartnerForEdit: [1],
    getDirectorySettingsData: [],
    getPickupSettings: [],
    getInsights: [{ from: '2026-01-01', to: '2026-01-31' }],
    getPartnerInsights: [1, '2026-01'],
    getMemberCards: ['', 1],
    getMemberCard: ['00000000-0000-4000-8000-000000000000'],
    getBookingFeeds: [],
    getPartnerMembership: [1],
    getStaffLedger: [{}, 1],
  };

  it('covers every exported staff read', () => {
    const files = readdirSync('lib', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('staff-queries.ts'))
      .map((file) => `lib/${file}`);
    expect(files.sort()).toEqual(Object.keys(STAFF_QUERY_MODULES).sort());
    expect(Object.keys(staffReads).sort()).toEqual(Object.keys(argumentsFor).sort());
  });

  it('sends a request without a live session to the sign-in page instead of reading', async () => {
    for (const cookie of [undefined, await staffSessionToken(admin.id, Date.now() - 1000)]) {
      request.cookies.clear();
      if (cookie) request.cookies.set(SESSION_COOKIE, cookie);
      for (const [name, args] of Object.entries(argumentsFor)) {
        const read = staffReads[name as keyof typeof staffReads] as (...a: unknown[]) => Promise<unknown>;
        await expect(read(...args), name).rejects.toMatchObject({
          digest: expect.stringMatching(/^NEXT_REDIRECT;.*\/backoffice\/login/),
        });
      }
    }
  });

  it('reads with a live session', async () => {
    expect((await staffReads.getOrdersPage({ page: 1 })).page).toBe(1);
  });
});

describe('staff input the database cannot store', () => {
  it('refuses a NUL character in a product text with a field message, and stores nothing', async () => {
    const before = await db.product.count();
    const result = await staffActions.saveProductAction(
      idle,
      productForm({
        nameEn: 'Bad\u0000name',
        nameFr: 'X',
        namePt: 'X',
        price: '1.00',
        quantity: 1,
        position: '',
        enabled: true,
        images: [],
      }),
    );
    // A new account reads the backoffice in Portuguese (docs/decisions/12-staff-run-directory.md §7).
    expect(result).toMatchObject({
      status: 'refused',
      fieldErrors: { nameEn: 'Contém um carácter que não pode ser guardado' },
    });
    expect(await db.product.count()).toBe(before);
  });
});
