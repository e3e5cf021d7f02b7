import { differenceInCalendarDays, parseISO } from 'date-fns';
import * as z from '@/lib/validation/zod';
import { isCalendarDay } from '@/lib/validation/fields';

/** The longest analytics or export range, in days (docs/decisions/11-staff-security.md §8). */
export const MAX_RANGE_DAYS = 366;

/** A real calendar day, YYYY-MM-DD (message key `calendarDate`). */
export const calendarDate = z.string().check(z.refine(isCalendarDay, 'calendarDate'));

/** A date range for analytics and the CSV export: two real Lisbon calendar days, from <= to, at most 366 days. */
export const dateRangeSchema = z.object({ from: calendarDate, to: calendarDate }).check(
  z.refine((range) => range.from <= range.to, 'rangeOrder'),
  z.refine(
    (range) => differenceInCalendarDays(parseISO(range.to), parseISO(range.from)) < MAX_RANGE_DAYS,
    'rangeTooLong',
  ),
);
