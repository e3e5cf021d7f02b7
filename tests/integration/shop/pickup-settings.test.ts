import { randomUUID } from 'node:crypto';
import { addDays, format, parseISO } from 'date-fns';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_ADDRESS_HEADER } from '@/lib/ops/connection-address.mjs';

// Revalidation belongs to a running Next server; here it only needs to exist.
vi.mock(import('next/cache'), async (original) => ({
  ...(await original()),
  revalidatePath: () => {},
  updateTag: () => {},
}));

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const actions = await import('@/lib/shop/pickup/staff-pickup-settings-actions');
const { findFreeSlots } = await import('@/lib/shop/pickup/pickup-places');
const { listPickupSettings } = await import('@/lib/shop/pickup/pickup-settings');
const { checkoutForm, createTestProduct, isPublicHoliday, orderRequest } = await import('../../fixtures/orders');
const { submitOrder } = await import('@/lib/shop/orders/place-order');
const { listCheckoutPickupSlots, pickupAddress } = await import('@/lib/shop/pickup/pickup-places');
const { lisbonToday } = await import('@/lib/time');
const { translatorFor } = await import('@/lib/i18n/translator');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');

// docs/decisions/13-pickup-order-journey.md §3: staff edit a place's slots in the backoffice, and the checkout follows at once.

const db = createPrismaClient();
afterAll(() => db.$disconnect());
let admin: { id: number };
let place: { id: number; key: string };

beforeAll(async () => {
  admin = await upsertStaffAccount(
    db,
    `pickup-settings-${Date.now().toString(36)}@example.com`,
    'correct horse battery',
  );
  const key = `settings-office-${randomUUID().slice(0, 8)}`;
  place = await db.pickupPlace.create({
    data: {
      key,
      address: 'Rua Antiga 1',
      position: 98,
      hours: { create: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '10:00', closesAt: '11:00' })) },
    },
  });
});
beforeEach(async () => {
  request.cookies.clear();
  request.cookies.set(SESSION_COOKIE, await staffSessionToken(admin.id));
  request.headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: '203.0.113.9' });
});

function placeForm(values: Record<string, string>) {
  const form = new FormData();
  const all = {
    placeId: String(place.id),
    address: 'Rua Nova 2, 8125 Quarteira',
    slotMinutes: '60',
    capacity: '3',
    minNoticeMinutes: '0',
    active: 'on',
    ...values,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return form;
}
const activity = (action: string) =>
  db.staffActivity.findMany({ where: { adminId: admin.id, action, target: `pickup-place:${place.key}` } });
const day = (days: number) => format(addDays(parseISO(lisbonToday()), days), 'yyyy-MM-dd');

describe('pickup settings in the backoffice', () => {
  it('saves a place’s rules and weekly hours; the checkout offers the new slots; the write is in the activity log', async () => {
    // Open every day 09:00-12:00 and 14:00-16:00, one-hour slots.
    const hours = Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
        [`opens-${weekday}-0`, '09:00'],
        [`closes-${weekday}-0`, '12:00'],
        [`opens-${weekday}-1`, '14:00'],
        [`closes-${weekday}-1`, '16:00'],
      ]),
    );
    const result = await actions.savePickupPlaceAction({ status: 'idle' }, placeForm(hours));
    expect(result).toMatchObject({ status: 'done' });
    expect(await db.pickupPlace.findUniqueOrThrow({ where: { id: place.id } })).toMatchObject({
      address: 'Rua Nova 2, 8125 Quarteira',
      slotMinutes: 60,
      capacity: 3,
      minNoticeMinutes: 0,
    });
    // A day ahead that is not a public holiday (those are closed: 1 December failed this test on 28 November).
    let ahead = 3;
    while (isPublicHoliday(day(ahead))) ahead += 1;
    const offered = (await findFreeSlots(db, place.key))!.days.find((entry) => entry.date === day(ahead))!;
    expect(offered.slots).toEqual([
      { time: '09:00', end: '10:00', left: 3 },
      { time: '10:00', end: '11:00', left: 3 },
      { time: '11:00', end: '12:00', left: 3 },
      { time: '14:00', end: '15:00', left: 3 },
      { time: '15:00', end: '16:00', left: 3 },
    ]);
    expect((await activity('pickup.settings.update')).map((row) => [row.address, row.detail])).toEqual([
      ['203.0.113.9', { slotMinutes: 60, capacity: 3, minNoticeMinutes: 0, active: true, ranges: 14 }],
    ]);
  });

  it('refuses hours that close before they open, in the staff member’s language, and changes nothing', async () => {
    const before = await db.pickupHours.findMany({ where: { placeId: place.id }, orderBy: { id: 'asc' } });
    const result = await actions.savePickupPlaceAction(
      { status: 'idle' },
      placeForm({ 'opens-1-0': '12:00', 'closes-1-0': '09:00', capacity: '0' }),
    );
    const t = translatorFor('pt');
    expect(result).toEqual({
      status: 'refused',
      error: t('BackofficePickupSettings.fixErrors'),
      fieldErrors: {
        capacity: t('BackofficePickupSettings.errors.outOfRange'),
        'closes-1-0': t('BackofficePickupSettings.errors.closesBeforeOpens'),
      },
      // Every field comes back as typed, so the page posted without JavaScript keeps them.
      values: {
        placeId: String(place.id),
        address: 'Rua Nova 2, 8125 Quarteira',
        slotMinutes: '60',
        capacity: '0',
        minNoticeMinutes: '0',
        active: 'on',
        'opens-1-0': '12:00',
        'closes-1-0': '09:00',
      },
    });
    expect(await db.pickupHours.findMany({ where: { placeId: place.id }, orderBy: { id: 'asc' } })).toEqual(before);
  });

  it('closes a day and opens it again, both logged; the checkout follows', async () => {
    let ahead = 5;
    while (isPublicHoliday(day(ahead))) ahead += 1; // closed anyway
    const closed = day(ahead);
    const form = new FormData();
    form.set('placeId', String(place.id));
    form.set('date', closed);
    form.set('note', 'Staff training');
    expect(await actions.addClosedDateAction({ status: 'idle' }, form)).toMatchObject({ status: 'done' });
    expect((await findFreeSlots(db, place.key))!.days.map((entry) => entry.date)).not.toContain(closed);
    const row = await db.pickupClosedDate.findFirstOrThrow({ where: { placeId: place.id } });
    const remove = new FormData();
    remove.set('id', String(row.id));
    expect(await actions.removeClosedDateAction({ status: 'idle' }, remove)).toMatchObject({ status: 'done' });
    expect((await findFreeSlots(db, place.key))!.days.map((entry) => entry.date)).toContain(closed);
    expect((await activity('pickup.closed-date.add')).map((entry) => entry.detail)).toEqual([{ date: closed }]);
    expect((await activity('pickup.closed-date.remove')).map((entry) => entry.detail)).toEqual([{ date: closed }]);
  });

  it('closes on Portugal’s and the municipality’s public holidays of every year; a holiday staff open is offered', async () => {
    const holidayPlace = await db.pickupPlace.create({
      data: {
        key: `holiday-office-${randomUUID().slice(0, 8)}`,
        address: 'Rua 1',
        municipality: 'loule',
        minNoticeMinutes: 0,
        position: 97,
        hours: { create: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '10:00', closesAt: '11:00' })) },
      },
    });
    const offered = async (at: string) =>
      (await findFreeSlots(db, holidayPlace.key, new Date(at)))!.days.map((entry) => entry.date);
    for (const year of [2027, 2030]) {
      const christmas = await offered(`${year}-12-20T12:00:00Z`);
      expect(christmas).not.toContain(`${year}-12-25`);
      expect(christmas).toContain(`${year}-12-26`); // open every day but holidays
      const newYear = await offered(`${year - 1}-12-28T12:00:00Z`);
      expect(newYear).not.toContain(`${year}-01-01`);
      expect(newYear).toContain(`${year}-01-02`);
    }
    // Loulé's municipal holiday is Ascension Thursday: 6 May 2027, 30 May 2030 (Easter moves it).
    expect(await offered('2027-05-01T12:00:00Z')).not.toContain('2027-05-06');
    expect(await offered('2030-05-25T12:00:00Z')).not.toContain('2030-05-30');

    const form = new FormData();
    form.set('placeId', String(holidayPlace.id));
    form.set('date', '2030-12-25');
    expect(await actions.openHolidayAction({ status: 'idle' }, form)).toMatchObject({ status: 'done' });
    expect(await offered('2030-12-20T12:00:00Z')).toContain('2030-12-25');
    const listed = (await listPickupSettings(db, 'en', new Date('2030-12-20T12:00:00Z'))).find(
      (entry) => entry.id === holidayPlace.id,
    )!;
    const opened = listed.holidays.find((holiday) => holiday.date === '2030-12-25')!;
    expect(opened).toMatchObject({ name: 'Christmas Day', openedBy: expect.any(Number) });
    expect(listed.closedDates).toEqual([]);
    const close = new FormData();
    close.set('id', String(opened.openedBy));
    expect(await actions.removeClosedDateAction({ status: 'idle' }, close)).toMatchObject({ status: 'done' });
    expect(await offered('2030-12-20T12:00:00Z')).not.toContain('2030-12-25');
    const logged = await db.staffActivity.findMany({
      where: { adminId: admin.id, target: `pickup-place:${holidayPlace.key}` },
      orderBy: { id: 'asc' },
    });
    expect(logged.map((entry) => [entry.action, entry.detail])).toEqual([
      ['pickup.holiday.open', { date: '2030-12-25' }],
      ['pickup.holiday.close', { date: '2030-12-25' }],
    ]);
  });

  it('adds a place, offered once staff give it hours; retiring it keeps its orders’ place', async () => {
    const name = `Mercado ${randomUUID().slice(0, 6)}`;
    const create = (values: Record<string, string>) => {
      const form = new FormData();
      for (const [field, value] of Object.entries({
        name,
        address: 'Praça da República, Loulé',
        municipality: 'loule',
        ...values,
      }))
        form.set(field, value);
      return actions.createPickupPlaceAction({ status: 'idle' }, form);
    };
    expect(await create({})).toMatchObject({ status: 'done' });
    const added = await db.pickupPlace.findUniqueOrThrow({ where: { key: name } });
    expect(added).toMatchObject({ active: false, municipality: 'loule', address: 'Praça da República, Loulé' });
    expect((await listCheckoutPickupSlots(db)).map((entry) => entry.key)).not.toContain(name);
    expect(await create({ address: 'Elsewhere' })).toMatchObject({
      status: 'refused',
      fieldErrors: { name: translatorFor('pt')('BackofficePickupSettings.placeNameTaken') },
    });
    expect(await create({ name: 'Outro', municipality: 'lisboa' })).toMatchObject({
      status: 'refused',
      fieldErrors: { municipality: expect.any(String) },
    });
    expect(
      (
        await db.staffActivity.findMany({
          where: { adminId: admin.id, action: 'pickup.place.create', target: `pickup-place:${name}` },
        })
      ).length,
    ).toBe(1);

    const open = new FormData();
    for (const [field, value] of Object.entries({
      placeId: String(added.id),
      address: added.address,
      slotMinutes: '30',
      capacity: '2',
      minNoticeMinutes: '0',
      active: 'on',
    }))
      open.set(field, value);
    for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
      open.set(`opens-${weekday}-0`, '10:00');
      open.set(`closes-${weekday}-0`, '12:00');
    }
    expect(await actions.savePickupPlaceAction({ status: 'idle' }, open)).toMatchObject({ status: 'done' });
    let ahead = 3;
    while (isPublicHoliday(day(ahead), 'loule')) ahead += 1;
    const product = await createTestProduct(db, { quantity: 5 });
    const placed = await submitOrder(
      db,
      orderRequest([{ productId: product.id, quantity: 1 }], {
        form: checkoutForm({ pickupLocation: name, pickupDate: day(ahead), pickupTime: '10:00' }),
      }),
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));

    open.delete('active'); // retire it
    expect(await actions.savePickupPlaceAction({ status: 'idle' }, open)).toMatchObject({ status: 'done' });
    expect((await listCheckoutPickupSlots(db)).map((entry) => entry.key)).not.toContain(name);
    const order = await db.order.findUniqueOrThrow({ where: { orderNumber: placed.data.orderNumber } });
    expect(order.pickupLocation).toBe(name);
    expect(await pickupAddress(db, order.pickupLocation)).toBe('Praça da República, Loulé');
  });

  it('refuses every write without a live session', async () => {
    request.cookies.clear();
    // A form posted without a session goes to the sign-in page (a redirect thrown by the action), before any write.
    const redirected = await actions.savePickupPlaceAction({ status: 'idle' }, placeForm({})).then(
      () => 'no redirect',
      (error: { digest?: string }) => error.digest ?? '',
    );
    expect(redirected).toContain(';/backoffice/login;');
    expect(await db.pickupPlace.findUniqueOrThrow({ where: { id: place.id } })).toMatchObject({
      address: 'Rua Nova 2, 8125 Quarteira',
    });
  });
});
