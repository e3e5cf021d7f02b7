import { formatInTimeZone } from 'date-fns-tz';

/**
 * Lisbon time, the one clock of the business (docs/design.md: time zone): the shop, its pickups, the directory's
 * opening hours, staff days and reports are all in Europe/Lisbon, whatever the server's or the guest's zone.
 */

/** The business's time zone. */
export const SHOP_TIME_ZONE = 'Europe/Lisbon';

/**
 * Today's calendar date in Europe/Lisbon as "YYYY-MM-DD" (the earliest pickup date, the staff's "today").
 * @param now the current instant; injectable for tests.
 */
export function lisbonToday(now: Date = new Date()): string {
  return formatInTimeZone(now, SHOP_TIME_ZONE, 'yyyy-MM-dd');
}
