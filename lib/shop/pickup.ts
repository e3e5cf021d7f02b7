import { formatInTimeZone } from 'date-fns-tz';
import { addDays } from 'date-fns';

/** All pickup happens in Portugal: dates and times are Europe/Lisbon (DESIGN: time zone). */
export const SHOP_TIME_ZONE = 'Europe/Lisbon';

/** Where guests collect their orders (SPEC §3 Order pickup_location); labels live in messages. */
export const pickupLocations = ['vilamoura-office', 'quarteira-office'] as const;
export type PickupLocation = (typeof pickupLocations)[number];

/** Pickup times offered, "HH:MM" in Europe/Lisbon time, every 30 minutes from 10:00 to 18:00. */
export const pickupTimes = Array.from({ length: 17 }, (_, index) => {
  const minutes = 10 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** How far ahead a pickup may be booked, in days. */
export const PICKUP_MAX_DAYS_AHEAD = 60;

/**
 * Today's calendar date in Europe/Lisbon as "YYYY-MM-DD" (the earliest pickup date).
 * @param now the current instant; injectable for tests.
 */
export function lisbonToday(now: Date = new Date()): string {
  return formatInTimeZone(now, SHOP_TIME_ZONE, 'yyyy-MM-dd');
}

/** The latest pickup date, "YYYY-MM-DD", PICKUP_MAX_DAYS_AHEAD days after today in Lisbon. */
export function lastPickupDate(now: Date = new Date()): string {
  return formatInTimeZone(addDays(now, PICKUP_MAX_DAYS_AHEAD), SHOP_TIME_ZONE, 'yyyy-MM-dd');
}

export function isPickupLocation(value: string): value is PickupLocation {
  return (pickupLocations as readonly string[]).includes(value);
}

/** Opening ranges of one day, Lisbon time: [from, until) as "HH:MM"; an empty list means closed. */
type DayHours = readonly (readonly [from: string, until: string])[];

const allDay: DayHours = [['10:00', '18:30']];
const split: DayHours = [['10:00', '13:00'], ['14:00', '18:30']];
const morning: DayHours = [['10:00', '13:00']];

/**
 * When each pickup location is open (issue 11 §8), Lisbon time. `week` is indexed by weekday, 0 = Sunday;
 * `closedDays` are "MM-DD" days closed every year. The marina office opens every day; Quarteira closes for lunch,
 * on Saturday afternoons, Sundays, New Year's Day and Christmas Day.
 */
export const pickupHours: Record<PickupLocation, { week: readonly DayHours[]; closedDays: readonly string[] }> = {
  'vilamoura-office': { week: [allDay, allDay, allDay, allDay, allDay, allDay, allDay], closedDays: [] },
  'quarteira-office': { week: [[], split, split, split, split, split, morning], closedDays: ['01-01', '12-25'] },
};

/** The opening ranges of a location on a calendar day "YYYY-MM-DD" (a real date, see isCalendarDay). */
function hoursOn(location: PickupLocation, day: string): DayHours {
  const { week, closedDays } = pickupHours[location];
  if (closedDays.includes(day.slice(5))) return [];
  return week[new Date(`${day}T00:00:00Z`).getUTCDay()];
}

/** True when the location opens at all on the calendar day "YYYY-MM-DD" (Lisbon). */
export function isPickupDayOpen(location: PickupLocation, day: string): boolean {
  return hoursOn(location, day).length > 0;
}

/** The offered pickup times ("HH:MM") at which the location is open on the calendar day "YYYY-MM-DD". */
export function openPickupTimes(location: PickupLocation, day: string): string[] {
  const ranges = hoursOn(location, day);
  return pickupTimes.filter((time) => ranges.some(([from, until]) => time >= from && time < until));
}
