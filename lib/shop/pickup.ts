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
