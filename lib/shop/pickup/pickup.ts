import { formatInTimeZone } from 'date-fns-tz';
import { addDays } from 'date-fns';
import { SHOP_TIME_ZONE } from '@/lib/time';

/** How far ahead a pickup may be booked, in days. */
export const PICKUP_MAX_DAYS_AHEAD = 60;

/** The latest pickup date, "YYYY-MM-DD", PICKUP_MAX_DAYS_AHEAD days after today in Lisbon. */
export function lastPickupDate(now: Date = new Date()): string {
  return formatInTimeZone(addDays(now, PICKUP_MAX_DAYS_AHEAD), SHOP_TIME_ZONE, 'yyyy-MM-dd');
}

/**
 * The name of a pickup location key in the translator's language (`PickupLocations` messages), or the stored text
 * itself for a location without a translated name (free text of older orders, or a place staff added later).
 */
export function pickupLocationName(t: { has(key: never): boolean; (key: never): string }, location: string): string {
  const key = `PickupLocations.${location}` as never;
  return t.has(key) ? t(key) : location;
}

/**
 * A pickup place on one line, its name then its street address, each once ("Vilamoura office, Marina de
 * Vilamoura, 8125-409 Quarteira, Portugal"): for e-mails, the calendar file and the order page. The name alone for
 * an order without a stored address. Names (`PickupLocations` messages) never repeat the street.
 */
export function pickupPlaceLine(
  t: Parameters<typeof pickupLocationName>[0],
  location: string,
  address?: string | null,
): string {
  const name = pickupLocationName(t, location);
  return address ? `${name}, ${address}` : name;
}
