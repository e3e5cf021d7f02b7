import { formatInTimeZone } from 'date-fns-tz';

/*
 * Opening hours (SPEC §3 Partner item openingHours; DESIGN: computed in Europe/Lisbon).
 *
 * Stored shape (partners.opening_hours JSON): an object with one entry per weekday key, mon..sun:
 *   { kind: 'closed' }                        Closed / Fermé / Fechado
 *   { kind: 'appointment' }                   By appointment / Sur rendez-vous / Sob marcação
 *   { kind: '24h' }                           open all day
 *   { kind: 'ranges', ranges: [{ open: 'HH:MM', close: 'HH:MM' }] }   one or two ranges
 * A range whose close is not after its open ends on the next day (e.g. 22:00-02:00); '24:00' is not used.
 * The optional seasonal note lives in its own columns (seasonal_note_en/fr/pt).
 */

export const TIME_ZONE = 'Europe/Lisbon';
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];
export type TimeRange = { open: string; close: string };
export type DayHours = { kind: 'closed' } | { kind: 'appointment' } | { kind: '24h' } | { kind: 'ranges'; ranges: TimeRange[] };
export type OpeningHours = Record<Weekday, DayHours>;
/** What a guest sees right now: open, closed, or by appointment (no fixed hours today). */
export type OpenState = 'open' | 'closed' | 'appointment';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of "HH:MM". */
function minutes(time: string): number {
  const [hours, mins] = time.split(':').map(Number);
  return hours * 60 + mins;
}

const crossesMidnight = (range: TimeRange) => minutes(range.close) <= minutes(range.open);

/**
 * Parses the compact day notation of the seed files: 'closed', 'appointment', '24h', or one or two ranges
 * 'HH:MM-HH:MM[,HH:MM-HH:MM]'.
 * @throws Error on anything else, so a typo in seed content fails loudly.
 */
export function parseDay(spec: string): DayHours {
  if (spec === 'closed' || spec === 'appointment' || spec === '24h') return { kind: spec };
  const ranges = spec.split(',').map((part) => {
    const [open, close] = part.trim().split('-');
    if (!TIME.test(open ?? '') || !TIME.test(close ?? '')) throw new Error(`Invalid opening hours: ${spec}`);
    return { open, close };
  });
  if (ranges.length > 2) throw new Error(`At most two ranges a day: ${spec}`);
  return { kind: 'ranges', ranges };
}

/** Validates JSON read from the database into OpeningHours; unknown or broken days read as closed. */
export function readOpeningHours(value: unknown): OpeningHours {
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const result = {} as OpeningHours;
  for (const day of weekdays) {
    const entry = source[day] as DayHours | undefined;
    const valid =
      entry?.kind === 'closed' || entry?.kind === 'appointment' || entry?.kind === '24h' ||
      (entry?.kind === 'ranges' && Array.isArray(entry.ranges) && entry.ranges.length > 0 &&
        entry.ranges.every((range) => TIME.test(range.open) && TIME.test(range.close)));
    result[day] = valid ? entry! : { kind: 'closed' };
  }
  return result;
}

/** The weekday and minutes after midnight of an instant in Lisbon time (handles the daylight-saving change). */
export function lisbonClock(now: Date): { day: Weekday; minute: number } {
  const [isoDay, time] = formatInTimeZone(now, TIME_ZONE, 'i HH:mm').split(' ');
  return { day: weekdays[Number(isoDay) - 1], minute: minutes(time) };
}

/**
 * Whether the partner is open at `now` (SPEC §3 hours; DESIGN: Europe/Lisbon). Ranges that cross midnight count
 * on the next morning too. A day 'by appointment' reads 'appointment' unless yesterday's late range still runs.
 */
export function openState(hours: OpeningHours, now: Date): OpenState {
  const { day, minute } = lisbonClock(now);
  const previous = weekdays[(weekdays.indexOf(day) + 6) % 7];
  const yesterday = hours[previous];
  if (yesterday.kind === 'ranges' && yesterday.ranges.some((range) => crossesMidnight(range) && minute < minutes(range.close))) {
    return 'open';
  }
  const today = hours[day];
  if (today.kind === '24h') return 'open';
  if (today.kind === 'appointment') return 'appointment';
  if (today.kind === 'closed') return 'closed';
  const open = today.ranges.some((range) =>
    crossesMidnight(range) ? minute >= minutes(range.open) : minute >= minutes(range.open) && minute < minutes(range.close),
  );
  return open ? 'open' : 'closed';
}

/** Words for the kinds of day, from the `OpeningHours` messages of the guest's language. */
export type HoursWords = { closed: string; appointment: string; allDay: string; and: string };

/** One day as a guest reads it: 'Closed', 'By appointment', '24h', '10:00–14:00' or '10:00–14:00 and 18:00–23:00'. */
export function formatDay(day: DayHours, words: HoursWords): string {
  if (day.kind === 'closed') return words.closed;
  if (day.kind === 'appointment') return words.appointment;
  if (day.kind === '24h') return words.allDay;
  return day.ranges.map((range) => `${range.open}–${range.close}`).join(` ${words.and} `);
}

/**
 * schema.org openingHoursSpecification entries (SPEC §6 issue: JSON-LD): one per range; 24h days open 00:00 to
 * 23:59; closed and by-appointment days are left out.
 */
export function openingHoursSpecification(hours: OpeningHours) {
  const names: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };
  return weekdays.flatMap((day) => {
    const entry = hours[day];
    const base = { '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${names[day]}` };
    if (entry.kind === '24h') return [{ ...base, opens: '00:00', closes: '23:59' }];
    if (entry.kind !== 'ranges') return [];
    return entry.ranges.map((range) => ({ ...base, opens: range.open, closes: range.close }));
  });
}
