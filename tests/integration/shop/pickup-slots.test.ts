import { randomUUID } from 'node:crypto';
import { addDays, format, getDay, parseISO } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { translatorFor } from '@/lib/i18n/translator';
import { renderStoredEmail, storedEmailAttachments } from '@/lib/mail/render';
import { changeOrderStatus } from '@/lib/shop/orders/order-status';
import { lisbonToday } from '@/lib/time';
import { findFreeSlots, listCheckoutPickupSlots } from '@/lib/shop/pickup/pickup-places';
import { submitOrder } from '@/lib/shop/orders/place-order';
import { checkoutForm, createTestProduct, isPublicHoliday, orderRequest } from '../../fixtures/orders';
import { parseSingleEvent } from '../../support/calendar';

// docs/decisions/13-pickup-order-journey.md §3: pickup slots from the database, re-checked when the order is stored, under concurrency.

let db: Db;
let productId: number;
beforeAll(async () => {
  db = createPrismaClient();
  productId = (await createTestProduct(db, { quantity: 1000 })).id;
});
afterAll(() => db.$disconnect());

/** The first day after `after` (Lisbon, "YYYY-MM-DD") that is not a Sunday or a public holiday. */
function openDayAfter(after: string): string {
  let day = addDays(parseISO(after), 1);
  while (getDay(day) === 0 || isPublicHoliday(format(day, 'yyyy-MM-dd'))) day = addDays(day, 1);
  return format(day, 'yyyy-MM-dd');
}

/** The first day at least `from` days after today in Lisbon that is not a Sunday, "YYYY-MM-DD". */
const weekdayAhead = (from: number) => openDayAfter(format(addDays(parseISO(lisbonToday()), from - 1), 'yyyy-MM-dd'));

/** A pickup place of this test's own: Monday to Saturday 10:00-12:00, 30-minute slots. */
async function createPlace(
  data: { capacity?: number; minNoticeMinutes?: number; slotMinutes?: number; closed?: string[] } = {},
) {
  const key = `test-office-${randomUUID().slice(0, 8)}`;
  await db.pickupPlace.create({
    data: {
      key,
      address: 'Rua do Teste 1, 8125 Quarteira',
      capacity: data.capacity ?? 2,
      minNoticeMinutes: data.minNoticeMinutes ?? 120,
      slotMinutes: data.slotMinutes ?? 30,
      position: 99,
      hours: { create: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '10:00', closesAt: '12:00' })) },
      closedDates: {
        create: (data.closed ?? []).map((day) => ({ date: new Date(`${day}T00:00:00Z`), note: 'Staff day off' })),
      },
    },
  });
  return key;
}

let guest = 0;
/** An order for `slot` from its own guest (the limits on pending orders per e-mail stay out of the way). */
function order(
  slot: { pickupLocation: string; pickupDate: string; pickupTime: string },
  locale: 'en' | 'fr' | 'pt' = 'en',
) {
  guest += 1;
  const form = checkoutForm({ ...slot, email: `slot-guest-${guest}-${randomUUID().slice(0, 6)}@example.com` });
  return submitOrder(db, orderRequest([{ productId, quantity: 1 }], { form, locale }));
}

const inSlot = (pickupLocation: string, pickupDate: string, pickupTime: string) =>
  db.order.count({
    where: {
      pickupLocation,
      pickupDate: new Date(`${pickupDate}T00:00:00Z`),
      pickupTime,
      status: { not: 'cancelled' },
    },
  });

describe('slots offered at checkout', () => {
  it('leaves out closed dates, Sundays and full slots, and lists the seeded places with their slots', async () => {
    const closed = weekdayAhead(3);
    const open = openDayAfter(closed);
    const key = await createPlace({ capacity: 1, closed: [closed] });
    expect((await order({ pickupLocation: key, pickupDate: open, pickupTime: '10:30' })).ok).toBe(true);
    const days = (await findFreeSlots(db, key))!.days;
    expect(days.map((day) => day.date)).not.toContain(closed);
    expect(days.every((day) => getDay(parseISO(day.date)) !== 0)).toBe(true);
    const openDay = days.find((day) => day.date === open)!;
    expect(openDay.slots.map((slot) => slot.time)).toEqual(['10:00', '11:00', '11:30']); // 10:30 is full
    expect(openDay.slots[0]).toEqual({ time: '10:00', end: '10:30', left: 1 });

    const offered = await listCheckoutPickupSlots(db);
    expect(offered.slice(0, 2).map((place) => place.key)).toEqual(['vilamoura-office', 'quarteira-office']);
    expect(offered.find((place) => place.key === key)?.days.find((day) => day.date === open)?.slots[0]).toEqual([
      '10:00',
      '10:30',
    ]);
    expect(await findFreeSlots(db, 'no-such-office')).toBeNull();
  });
});

describe('the server re-checks the slot when the order is placed', () => {
  it('refuses a closed date, a time between slots and a slot within the notice, in the guest’s language, storing nothing', async () => {
    const closed = weekdayAhead(3);
    const key = await createPlace({ closed: [closed], minNoticeMinutes: 3 * 24 * 60 });
    const before = await db.order.count();
    const pt = translatorFor('pt');
    const closedDay = await order({ pickupLocation: key, pickupDate: closed, pickupTime: '10:00' }, 'pt');
    expect(closedDay).toEqual({
      ok: false,
      error: pt('OrderErrors.pickupSlotClosed'),
      fieldErrors: { pickupTime: pt('OrderErrors.pickupSlotClosed') },
    });
    const later = weekdayAhead(5);
    expect(await order({ pickupLocation: key, pickupDate: later, pickupTime: '10:15' })).toMatchObject({
      ok: false,
      fieldErrors: { pickupTime: translatorFor('en')('OrderErrors.pickupSlotClosed') },
    });
    // Tomorrow is within three days' notice: a slot that has passed, or is about to, while the guest was choosing.
    const fr = translatorFor('fr');
    const soon = await order({ pickupLocation: key, pickupDate: weekdayAhead(1), pickupTime: '10:00' }, 'fr');
    expect(soon).toEqual({
      ok: false,
      error: fr('OrderErrors.pickupSlotPassed'),
      fieldErrors: { pickupTime: fr('OrderErrors.pickupSlotPassed') },
    });
    expect(fr('OrderErrors.pickupSlotPassed')).toMatch(/^Ce créneau de retrait est passé/);
    const unknown = await order({ pickupLocation: 'no-such-office', pickupDate: later, pickupTime: '10:00' });
    expect(unknown).toMatchObject({
      ok: false,
      fieldErrors: { pickupLocation: translatorFor('en')('OrderErrors.pickupPlaceUnavailable') },
    });
    expect(await db.order.count()).toBe(before);
    // The same slot a week later is fine, and the order keeps the slot's length.
    const ok = await order({ pickupLocation: key, pickupDate: later, pickupTime: '10:00' });
    expect(ok.ok).toBe(true);
    if (ok.ok)
      expect(await db.order.findUniqueOrThrow({ where: { orderNumber: ok.data.orderNumber } })).toMatchObject({
        pickupMinutes: 30,
        pickupTime: '10:00',
      });
  });

  it('refuses a full slot with its own message, and a cancelled order frees its place', async () => {
    const key = await createPlace({ capacity: 1 });
    const slot = { pickupLocation: key, pickupDate: weekdayAhead(6), pickupTime: '11:00' };
    const first = await order(slot);
    expect(first.ok).toBe(true);
    const en = translatorFor('en');
    expect(await order(slot)).toEqual({
      ok: false,
      error: en('OrderErrors.pickupSlotFull'),
      fieldErrors: { pickupTime: en('OrderErrors.pickupSlotFull') },
    });
    const placed = await db.order.findUniqueOrThrow({ where: { orderNumber: first.ok ? first.data.orderNumber : '' } });
    expect(await changeOrderStatus(db, placed.id, 'cancelled')).toMatchObject({ ok: true });
    expect((await order(slot)).ok).toBe(true);
  });

  it('counts orders inside a slot when its length changed since they were placed', async () => {
    const key = await createPlace({ capacity: 1 });
    const day = weekdayAhead(8);
    expect((await order({ pickupLocation: key, pickupDate: day, pickupTime: '10:30' })).ok).toBe(true);
    await db.pickupPlace.update({ where: { key }, data: { slotMinutes: 60 } }); // slots are now 10:00-11:00 and 11:00-12:00
    expect(await order({ pickupLocation: key, pickupDate: day, pickupTime: '10:00' })).toMatchObject({
      ok: false,
      fieldErrors: { pickupTime: translatorFor('en')('OrderErrors.pickupSlotFull') },
    });
    expect((await order({ pickupLocation: key, pickupDate: day, pickupTime: '11:00' })).ok).toBe(true);
  });
});

describe('the order keeps its slot', () => {
  it('e-mails show the slot and the address, and the calendar event lasts as long as the slot', async () => {
    const key = await createPlace({ slotMinutes: 45 });
    const result = await order({ pickupLocation: key, pickupDate: weekdayAhead(12), pickupTime: '10:45' }, 'pt');
    if (!result.ok) throw new Error(result.error);
    const placed = await db.order.findUniqueOrThrow({ where: { orderNumber: result.data.orderNumber } });
    expect(placed.pickupMinutes).toBe(45);
    const { text } = await renderStoredEmail(
      await db.outboxEmail.findFirstOrThrow({ where: { orderId: placed.id, template: 'order-new' } }),
    );
    expect(text).toContain('10:45–11:30');
    expect(text).toContain('Rua do Teste 1, 8125 Quarteira');
    await changeOrderStatus(db, placed.id, 'confirmed');
    const [file] = await storedEmailAttachments(
      await db.outboxEmail.findFirstOrThrow({ where: { orderId: placed.id, template: 'order-confirmation' } }),
    );
    const event = parseSingleEvent(String(file.content));
    expect(new Date(event.end!).getTime() - new Date(event.start).getTime()).toBe(45 * 60 * 1000);
    expect(String(event.location)).toContain('Rua do Teste 1, 8125 Quarteira');
  });
});

describe('the last place of a slot, under concurrency', () => {
  it('goes to exactly one of several orders placed at the same moment', async () => {
    const key = await createPlace({ capacity: 2 });
    const slot = { pickupLocation: key, pickupDate: weekdayAhead(10), pickupTime: '10:00' };
    expect((await order(slot)).ok).toBe(true); // one place left
    // Six guests press "Place order" together, each in their own transaction on their own connection.
    const results = await Promise.all(Array.from({ length: 6 }, () => order(slot)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const full = translatorFor('en')('OrderErrors.pickupSlotFull');
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.error)).toEqual(
      Array(5).fill(full),
    );
    expect(await inSlot(key, slot.pickupDate, slot.pickupTime)).toBe(2);
  });
});
