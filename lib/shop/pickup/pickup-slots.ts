import { addMinutes, eachDayOfInterval, eachMinuteOfInterval, format, getDay, parseISO } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { lastPickupDate } from './pickup';
import { lisbonToday, SHOP_TIME_ZONE } from '@/lib/time';

/*
 * Pickup slots (docs/decisions/13-pickup-order-journey.md §3), without the database: which slots a pickup place offers on a day, which are still
 * free, and why a chosen slot is refused. Days are Lisbon calendar days "YYYY-MM-DD", times Lisbon wall-clock
 * "HH:MM"; every instant is computed by date-fns / date-fns-tz, so the hour changes of March and October are
 * theirs to get right.
 */

/** A pickup place's slot rules as stored (lib/shop/pickup/pickup-places.ts reads them). */
export type PickupRules = {
  key: string;
  /** Minutes per slot. */
  slotMinutes: number;
  /** Orders per slot. */
  capacity: number;
  /** Minutes between now and the start of the earliest slot offered. */
  minNoticeMinutes: number;
  /** Opening ranges, weekday 0 = Sunday; "HH:MM" Lisbon. */
  hours: readonly { weekday: number; opensAt: string; closesAt: string }[];
  /** Closed calendar days, "YYYY-MM-DD". */
  closedDates: readonly string[];
};

/** A slot's start as an instant: the Lisbon wall-clock time `time` on the Lisbon day `day`. */
export function slotStart(day: string, time: string): Date {
  return fromZonedTime(`${day}T${time}:00`, SHOP_TIME_ZONE);
}

/** The end of the slot starting at `time` on `day`, "HH:MM" Lisbon, `slotMinutes` later. */
export function slotEndTime(day: string, time: string, slotMinutes: number): string {
  return formatInTimeZone(addMinutes(slotStart(day, time), slotMinutes), SHOP_TIME_ZONE, 'HH:mm');
}

/**
 * How a slot reads to guests and staff: "10:00–10:30" (Lisbon) when its length is known, else its start "10:00"
 * (orders placed before pickup slots).
 */
export function pickupTimeRange(day: string, time: string, slotMinutes?: number | null): string {
  return slotMinutes ? `${time}–${slotEndTime(day, time, slotMinutes)}` : time;
}

/** One slot of a day: its start and end, "HH:MM" Lisbon. */
type DaySlot = { time: string; end: string };

// The slots of a day depend only on the day, the slot length and that weekday's hours; computing them costs about
// 0.1 ms a slot (date-fns-tz asks Intl for each time), so they are kept, up to a bound.
const daySlotCache = new Map<string, readonly DaySlot[]>();
const DAY_SLOT_CACHE_SIZE = 5000;

/** The slots of a place on a Lisbon day, ascending: see slotTimesOn. */
function slotsOn(rules: PickupRules, day: string): readonly DaySlot[] {
  if (rules.closedDates.includes(day)) return [];
  const weekday = getDay(parseISO(day));
  const ranges = rules.hours.filter((hours) => hours.weekday === weekday);
  const cacheKey = `${day}|${rules.slotMinutes}|${ranges
    .map((range) => `${range.opensAt}-${range.closesAt}`)
    .sort()
    .join(',')}`;
  const cached = daySlotCache.get(cacheKey);
  if (cached) return cached;
  const slots = new Map<string, DaySlot>();
  for (const range of ranges) {
    const opens = slotStart(day, range.opensAt);
    const closes = slotStart(day, range.closesAt);
    if (opens >= closes) continue;
    for (const start of eachMinuteOfInterval({ start: opens, end: closes }, { step: rules.slotMinutes })) {
      const end = addMinutes(start, rules.slotMinutes);
      if (end > closes) break;
      const time = formatInTimeZone(start, SHOP_TIME_ZONE, 'HH:mm');
      slots.set(time, { time, end: formatInTimeZone(end, SHOP_TIME_ZONE, 'HH:mm') });
    }
  }
  const sorted = [...slots.values()].sort((a, b) => a.time.localeCompare(b.time));
  if (daySlotCache.size >= DAY_SLOT_CACHE_SIZE) daySlotCache.clear();
  daySlotCache.set(cacheKey, sorted);
  return sorted;
}

/**
 * The start times ("HH:MM", ascending) of the slots a place has on a Lisbon day: each opening range of the day's
 * weekday cut into slots of `slotMinutes` from its opening time, the last one ending by its closing time. None on
 * a closed date or a weekday without hours. Notice and capacity are not considered (see freeSlots).
 */
export function slotTimesOn(rules: PickupRules, day: string): string[] {
  return slotsOn(rules, day).map((slot) => slot.time);
}

/** An order that holds a place in a slot: its pickup day and start time (Lisbon). */
export type BookedPickup = { date: string; time: string };

/** One day of free slots: start and end "HH:MM" (Lisbon), and the places `left` in each. */
export type PickupDay = { date: string; slots: { time: string; end: string; left: number }[] };

/**
 * The slots the checkout offers (docs/decisions/13-pickup-order-journey.md §3): from today to PICKUP_MAX_DAYS_AHEAD days ahead in Lisbon, open,
 * starting at least `minNoticeMinutes` after `now`, and with fewer orders than `capacity`. Days without a free
 * slot are left out.
 * @param booked the place's orders that hold a place (not cancelled) in that window.
 */
export function freeSlots(rules: PickupRules, booked: readonly BookedPickup[], now: Date = new Date()): PickupDay[] {
  // The earliest start as a Lisbon wall-clock stamp: slots compare with it as "YYYY-MM-DDTHH:MM" text.
  const earliest = formatInTimeZone(addMinutes(now, rules.minNoticeMinutes), SHOP_TIME_ZONE, "yyyy-MM-dd'T'HH:mm");
  const bookedByDay = new Map<string, string[]>();
  for (const order of booked) bookedByDay.set(order.date, [...(bookedByDay.get(order.date) ?? []), order.time]);
  const days = eachDayOfInterval({ start: parseISO(lisbonToday(now)), end: parseISO(lastPickupDate(now)) });
  return days.flatMap((date) => {
    const day = format(date, 'yyyy-MM-dd');
    const times = bookedByDay.get(day) ?? [];
    const slots = slotsOn(rules, day)
      .filter(({ time }) => `${day}T${time}` >= earliest)
      .map(({ time, end }) => ({
        time,
        end,
        left: rules.capacity - times.filter((taken) => taken >= time && taken < end).length,
      }))
      .filter((slot) => slot.left > 0);
    return slots.length > 0 ? [{ date: day, slots }] : [];
  });
}

/**
 * Why a slot cannot be booked, or null when it can (docs/decisions/13-pickup-order-journey.md §3): 'closed' when the place does not offer that
 * start time that day (closed date, outside the hours, or not a slot boundary), 'tooFar' past the booking window,
 * 'tooSoon' when it starts within the minimum notice (or has passed), 'full' when `bookedInSlot` orders already
 * fill its capacity.
 */
export function slotRefusal(
  rules: PickupRules,
  { date, time }: BookedPickup,
  bookedInSlot: number,
  now: Date = new Date(),
): 'closed' | 'tooFar' | 'tooSoon' | 'full' | null {
  if (!slotTimesOn(rules, date).includes(time)) return 'closed';
  if (date > lastPickupDate(now)) return 'tooFar';
  if (slotStart(date, time) < addMinutes(now, rules.minNoticeMinutes)) return 'tooSoon';
  if (bookedInSlot >= rules.capacity) return 'full';
  return null;
}
