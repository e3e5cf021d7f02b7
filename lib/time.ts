import { addYears } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

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

/** The instant a Lisbon calendar day "YYYY-MM-DD" starts (midnight in Europe/Lisbon, summer or winter time). */
export function lisbonDayStart(day: string): Date {
  return fromZonedTime(`${day}T00:00:00`, SHOP_TIME_ZONE);
}

/** A PostgreSQL `date` column as Prisma reads it (midnight UTC) as the calendar day "YYYY-MM-DD" it stores. */
export const storedDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A range of Lisbon calendar days, "YYYY-MM-DD", both included (a staff report's, an export's). */
export type DateRange = { from: string; to: string };

/**
 * The latest date a guest may ask for (a booking request's preferred date; the public holidays a pickup place looks up), "YYYY-MM-DD": one year after today in Lisbon (docs/decisions/11-staff-security.md §8).
 * @param now the current instant; injectable for tests.
 */
export function lastBookingDate(now: Date = new Date()): string {
  return formatInTimeZone(addYears(now, 1), SHOP_TIME_ZONE, 'yyyy-MM-dd');
}
