import 'server-only';
import type { Db, Tx } from '@/lib/db';
import { lockKey } from '@/lib/rate-limit';
import { lastPickupDate } from './pickup';
import { lisbonToday } from '@/lib/time';
import { publicHolidays } from './pickup-holidays';
import {
  freeSlots,
  slotEndTime,
  slotRefusal,
  type BookedPickup,
  type PickupDay,
  type PickupRules,
} from './pickup-slots';

/*
 * Pickup places and their slots in PostgreSQL (docs/decisions/13-pickup-order-journey.md §3): what the checkout offers, and the reservation that
 * the order's transaction makes. The rules themselves are in pickup-slots.ts; staff edit them in the backoffice
 * (lib/shop/pickup/pickup-settings.ts).
 */

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The active pickup places in their order, as the checkout lists them: key and street address. */
export function listPickupPlaces(db: Db) {
  return db.pickupPlace.findMany({
    where: { active: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { key: true, address: true },
  });
}

/** The street address of a pickup location key, or null for a location without a place (free text of older orders). */
export async function pickupAddress(db: Db | Tx, location: string): Promise<string | null> {
  const place = await db.pickupPlace.findUnique({ where: { key: location }, select: { address: true } });
  return place?.address ?? null;
}

/**
 * An active place's slot rules, or null when no active place has that key. Its closed days from today to the last
 * bookable day: the days staff closed, and the public holidays of its municipality (pickup-holidays.ts) but those
 * staff opened (docs/pickup-slots.md "Public holidays").
 */
export async function loadPickupRules(
  db: Db | Tx,
  location: string,
  now: Date = new Date(),
): Promise<(PickupRules & { address: string }) | null> {
  const [today, last] = [lisbonToday(now), lastPickupDate(now)];
  const place = await db.pickupPlace.findFirst({
    where: { key: location, active: true },
    include: {
      hours: { select: { weekday: true, opensAt: true, closesAt: true } },
      closedDates: { where: { date: { gte: dateOf(today) } }, select: { date: true, open: true } },
    },
  });
  if (!place) return null;
  const opened = new Set(place.closedDates.filter((day) => day.open).map(({ date }) => dayOf(date)));
  const holidays = publicHolidays(place.municipality, today, last)
    .map((holiday) => holiday.date)
    .filter((day) => !opened.has(day));
  const closed = place.closedDates.filter((day) => !day.open).map(({ date }) => dayOf(date));
  return { ...place, closedDates: [...new Set([...closed, ...holidays])] };
}

/** The orders that hold a place at a location between two Lisbon days (inclusive): every status but cancelled. */
async function bookedPickups(db: Db | Tx, location: string, from: string, until: string): Promise<BookedPickup[]> {
  const orders = await db.order.findMany({
    where: {
      pickupLocation: location,
      pickupDate: { gte: dateOf(from), lte: dateOf(until) },
      status: { not: 'cancelled' },
    },
    select: { pickupDate: true, pickupTime: true },
  });
  return orders.map((order) => ({ date: dayOf(order.pickupDate), time: order.pickupTime }));
}

/**
 * The free slots of a location for the checkout (docs/decisions/13-pickup-order-journey.md §3; see freeSlots) with its slot length in minutes, or
 * null when no active place has that key. Two queries; nothing is locked: the order's transaction checks again
 * (reservePickupSlot).
 */
export async function findFreeSlots(
  db: Db,
  location: string,
  now: Date = new Date(),
): Promise<{ slotMinutes: number; days: PickupDay[] } | null> {
  const rules = await loadPickupRules(db, location, now);
  if (!rules) return null;
  const booked = await bookedPickups(db, location, lisbonToday(now), lastPickupDate(now));
  return { slotMinutes: rules.slotMinutes, days: freeSlots(rules, booked, now) };
}

/** One place's offer at checkout: its free slots by day, each slot as [start, end], "HH:MM" Lisbon. */
export type CheckoutPickupPlace = {
  key: string;
  address: string;
  days: { date: string; slots: [start: string, end: string][] }[];
};

/**
 * What the checkout offers (docs/decisions/13-pickup-order-journey.md §3): every active place, in order, with its street address and free slots (findFreeSlots) from
 * today to PICKUP_MAX_DAYS_AHEAD days ahead. Read at the moment of asking: never cached.
 */
export async function listCheckoutPickupSlots(db: Db, now: Date = new Date()): Promise<CheckoutPickupPlace[]> {
  const places = await listPickupPlaces(db);
  const offers = await Promise.all(
    places.map(async ({ key, address }) => ({ key, address, free: await findFreeSlots(db, key, now) })),
  );
  return offers.map(({ key, address, free }) => ({
    key,
    address,
    days: (free?.days ?? []).map(({ date, slots }) => ({
      date,
      slots: slots.map(({ time, end }): [string, string] => [time, end]),
    })),
  }));
}

/** Why reservePickupSlot refused a slot: 'unknownPlace' for a key without an active place, else slotRefusal's. */
export type PickupSlotReason = 'unknownPlace' | 'closed' | 'tooFar' | 'tooSoon' | 'full';

/** Thrown inside the order's transaction to roll it back; submitOrder turns it into a translated message. */
export class PickupSlotError extends Error {
  constructor(readonly reason: PickupSlotReason) {
    super(`Pickup slot refused: ${reason}`);
    this.name = 'PickupSlotError';
  }
}

/**
 * Checks a pickup slot inside the transaction that stores the order (docs/decisions/13-pickup-order-journey.md §3): the place is active, the slot
 * is one it offers that day, far enough ahead, within the booking window and not full. Takes a transaction-long
 * lock on the place's day first, so concurrent orders for that day count one after the other and the last free
 * place goes to one of them only (each counts the orders committed before it under PostgreSQL's READ COMMITTED).
 * @param tx the order's transaction; the order must be written in it before it commits.
 * @returns the slot's length in minutes, to store on the order, and the place's street address.
 * @throws PickupSlotError with the reason (the caller's transaction must roll back).
 */
export async function reservePickupSlot(
  tx: Tx,
  slot: { location: string; date: string; time: string },
  now: Date = new Date(),
): Promise<{ slotMinutes: number; address: string }> {
  await lockKey(tx, 'pickup-slot', `${slot.location}:${slot.date}`);
  const rules = await loadPickupRules(tx, slot.location, now);
  if (!rules) throw new PickupSlotError('unknownPlace');
  const basic = slotRefusal(rules, slot, 0, now);
  if (basic) throw new PickupSlotError(basic);
  const end = slotEndTime(slot.date, slot.time, rules.slotMinutes);
  const booked = await tx.order.count({
    where: {
      pickupLocation: slot.location,
      pickupDate: dateOf(slot.date),
      pickupTime: { gte: slot.time, lt: end },
      status: { not: 'cancelled' },
    },
  });
  const refusal = slotRefusal(rules, slot, booked, now);
  if (refusal) throw new PickupSlotError(refusal);
  return { slotMinutes: rules.slotMinutes, address: rules.address };
}
