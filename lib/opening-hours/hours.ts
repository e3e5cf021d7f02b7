import { isExists } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';

/*
 * Opening hours (docs/spec.md §3 Partner item openingHours; docs/design.md: computed in Europe/Lisbon).
 *
 * Stored shape (partners.opening_hours JSON): an object with one entry per weekday key, mon..sun:
 *   { kind: 'closed' }                        Closed / Fermé / Fechado
 *   { kind: 'appointment' }                   By appointment / Sur rendez-vous / Sob marcação
 *   { kind: '24h' }                           open all day
 *   { kind: 'ranges', ranges: [{ open: 'HH:MM', close: 'HH:MM' }] }   one or two ranges
 * A range whose close is not after its open ends on the next day (e.g. 22:00-02:00); '24:00' is not used.
 * Seasons (docs/decisions/12-staff-run-directory.md §2, partners.seasons JSON): yearly date ranges 'MM-DD'..'MM-DD', inclusive, that may wrap the
 * new year (11-01..03-31), either with their own weekly hours or closed. On a given Lisbon calendar day a closed
 * season wins over an hours season, which wins over the weekly hours; among hours seasons the first listed wins.
 * The optional seasonal note lives in its own columns (seasonal_note_en/fr/pt) for what data cannot say.
 * Special days (docs/membership.md "The partner keeps its page", partners.special_days JSON): dated days
 * 'YYYY-MM-DD' (a holiday, an event) with their own hours or closed; on its day a special day wins over every season.
 */

export const TIME_ZONE = 'Europe/Lisbon';
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];
export type TimeRange = { open: string; close: string };
export type DayHours =
  { kind: 'closed' } | { kind: 'appointment' } | { kind: '24h' } | { kind: 'ranges'; ranges: TimeRange[] };
export type OpeningHours = Record<Weekday, DayHours>;
/** A yearly date range, both ends included ('MM-DD'); `from` after `to` wraps the new year. */
export type Season =
  { kind: 'hours'; from: string; to: string; hours: OpeningHours } | { kind: 'closed'; from: string; to: string };
/** One dated day with its own hours ('YYYY-MM-DD', Lisbon), kept by the partner's manager. */
export type SpecialDay = { date: string; hours: DayHours };
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
      entry?.kind === 'closed' ||
      entry?.kind === 'appointment' ||
      entry?.kind === '24h' ||
      (entry?.kind === 'ranges' &&
        Array.isArray(entry.ranges) &&
        entry.ranges.length > 0 &&
        entry.ranges.every((range) => TIME.test(range.open) && TIME.test(range.close)));
    result[day] = valid ? entry! : { kind: 'closed' };
  }
  return result;
}

const MONTH_DAY = /^(\d\d)-(\d\d)$/;

/** True for a day of the year written 'MM-DD' that exists in a leap year ('02-29' does, '04-31' does not). */
export function isMonthDay(value: string): boolean {
  const match = MONTH_DAY.exec(value);
  return match !== null && isExists(2000, Number(match[1]) - 1, Number(match[2]));
}

/** Whether a season covers a day, given as 'YYYY-MM-DD' or 'MM-DD' (both ends included; wraps the new year). */
export function seasonIncludes(season: Pick<Season, 'from' | 'to'>, day: string): boolean {
  const monthDay = day.slice(-5);
  return season.from <= season.to
    ? season.from <= monthDay && monthDay <= season.to
    : monthDay >= season.from || monthDay <= season.to;
}

/**
 * The season that applies on a Lisbon calendar day ('YYYY-MM-DD' or 'MM-DD'), or null when the weekly hours do:
 * a closed season wins over an hours season; among hours seasons the first listed wins.
 */
export function seasonOn(seasons: readonly Season[], day: string): Season | null {
  const current = seasons.filter((season) => seasonIncludes(season, day));
  return current.find((season) => season.kind === 'closed') ?? current[0] ?? null;
}

const closedWeek = Object.fromEntries(weekdays.map((day) => [day, { kind: 'closed' }])) as OpeningHours;

/**
 * The weekly hours in force on a Lisbon calendar day ('YYYY-MM-DD', or 'MM-DD' for a yearly day): that day's
 * special hours on every weekday (only its own weekday is read), else the season's hours, every day closed, or the
 * weekly hours.
 */
export function hoursOn(
  hours: OpeningHours,
  seasons: readonly Season[],
  day: string,
  specialDays: readonly SpecialDay[] = [],
): OpeningHours {
  const special = specialDays.find((candidate) => candidate.date === day);
  if (special) return Object.fromEntries(weekdays.map((weekday) => [weekday, special.hours])) as OpeningHours;
  const season = seasonOn(seasons, day);
  if (!season) return hours;
  return season.kind === 'closed' ? closedWeek : season.hours;
}

/** Reads the seasons JSON column; entries with an unknown kind or a date that is not 'MM-DD' are skipped. */
export function readSeasons(value: unknown): Season[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): Season[] => {
    const season = (entry ?? {}) as Record<string, unknown>;
    const { from, to } = season;
    if (typeof from !== 'string' || typeof to !== 'string' || !isMonthDay(from) || !isMonthDay(to)) return [];
    if (season.kind === 'closed') return [{ kind: 'closed', from, to }];
    return season.kind === 'hours' ? [{ kind: 'hours', from, to, hours: readOpeningHours(season.hours) }] : [];
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the special_days JSON column: entries without a real 'YYYY-MM-DD' date are skipped; sorted by date. */
export function readSpecialDays(value: unknown): SpecialDay[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((entry): SpecialDay[] => {
      const { date, hours } = (entry ?? {}) as Record<string, unknown>;
      if (typeof date !== 'string' || !DATE.test(date)) return [];
      const [year, month, day] = date.split('-').map(Number);
      if (!isExists(year, month - 1, day)) return [];
      return [{ date, hours: readOpeningHours({ mon: hours }).mon }];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The Lisbon calendar day of an instant, 'YYYY-MM-DD'. */
export function lisbonDate(now: Date): string {
  return formatInTimeZone(now, TIME_ZONE, 'yyyy-MM-dd');
}

/** The weekday and minutes after midnight of an instant in Lisbon time (handles the daylight-saving change). */
export function lisbonClock(now: Date): { day: Weekday; minute: number } {
  const [isoDay, time] = formatInTimeZone(now, TIME_ZONE, 'i HH:mm').split(' ');
  return { day: weekdays[Number(isoDay) - 1], minute: minutes(time) };
}

/**
 * Whether the partner is open at `now` (docs/spec.md §3 hours; docs/design.md: Europe/Lisbon), following the special day or season of each day
 * (docs/decisions/12-staff-run-directory.md §2). Ranges that cross midnight count on the next morning too, with the hours of the day they started.
 * A day 'by appointment' reads 'appointment' unless yesterday's late range still runs.
 */
export function openState(
  hours: OpeningHours,
  now: Date,
  seasons: readonly Season[] = [],
  specialDays: readonly SpecialDay[] = [],
): OpenState {
  const { day, minute } = lisbonClock(now);
  const date = lisbonDate(now);
  const previous = weekdays[(weekdays.indexOf(day) + 6) % 7];
  // Yesterday's Lisbon date, from an instant 90 minutes before today's midnight: a clock change moves midnight by
  // at most an hour, so this stays yesterday on either side of it (and adds nothing to the page's JavaScript).
  const yesterday = hoursOn(hours, seasons, lisbonDate(new Date(now.getTime() - (minute + 90) * 60_000)), specialDays)[
    previous
  ];
  if (
    yesterday.kind === 'ranges' &&
    yesterday.ranges.some((range) => crossesMidnight(range) && minute < minutes(range.close))
  ) {
    return 'open';
  }
  const today = hoursOn(hours, seasons, date, specialDays)[day];
  if (today.kind === '24h') return 'open';
  if (today.kind === 'appointment') return 'appointment';
  if (today.kind === 'closed') return 'closed';
  const open = today.ranges.some((range) =>
    crossesMidnight(range)
      ? minute >= minutes(range.open)
      : minute >= minutes(range.open) && minute < minutes(range.close),
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

/** 'YYYY-MM-DD' of a yearly day in `year`; 29 February reads 28 February outside leap years. */
const dayIn = (year: number, monthDay: string) =>
  monthDay === '02-29' && !isExists(year, 1, 29) ? `${year}-02-28` : `${year}-${monthDay}`;

/**
 * The calendar dates of a season's occurrence that covers `today` ('YYYY-MM-DD', Lisbon), or else its next one:
 * { from, to } as 'YYYY-MM-DD' (a season that wraps the new year ends in the year after it starts).
 */
export function seasonDates(season: Pick<Season, 'from' | 'to'>, today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5);
  const wraps = season.from > season.to;
  const start = wraps ? (monthDay <= season.to ? year - 1 : year) : monthDay > season.to ? year + 1 : year;
  return { from: dayIn(start, season.from), to: dayIn(wraps ? start + 1 : start, season.to) };
}

const dayNames: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

function weekSpecification(hours: OpeningHours, valid: { validFrom?: string; validThrough?: string } = {}) {
  return weekdays.flatMap((day) => {
    const entry = hours[day];
    const base = { '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${dayNames[day]}`, ...valid };
    // Closed on the dates of a season: schema.org's 00:00-00:00. Closed weekdays of a week are simply left out.
    if (entry.kind === 'closed' && 'validFrom' in valid) return [{ ...base, opens: '00:00', closes: '00:00' }];
    if (entry.kind === '24h') return [{ ...base, opens: '00:00', closes: '23:59' }];
    if (entry.kind !== 'ranges') return [];
    return entry.ranges.map((range) => ({ ...base, opens: range.open, closes: range.close }));
  });
}

/**
 * schema.org openingHoursSpecification entries (docs/decisions/03-partner-directory.md §6 JSON-LD; docs/decisions/12-staff-run-directory.md §2 seasons): one per range of the
 * weekly hours; 24h days open 00:00 to 23:59; closed and by-appointment days are left out. Each season adds its
 * current or next occurrence after `now` (Lisbon) with validFrom/validThrough: its own ranges, and 00:00-00:00
 * (schema.org's way of saying closed) for its closed days, every day of a closed season.
 */
export function openingHoursSpecification(hours: OpeningHours, seasons: readonly Season[] = [], now = new Date()) {
  const today = lisbonDate(now);
  return [
    ...weekSpecification(hours),
    ...seasons.flatMap((season) => {
      const { from, to } = seasonDates(season, today);
      return weekSpecification(season.kind === 'hours' ? season.hours : closedWeek, {
        validFrom: from,
        validThrough: to,
      });
    }),
  ];
}

/**
 * schema.org specialOpeningHoursSpecification entries for the special days from `now`'s Lisbon day on: each with
 * validFrom and validThrough its date, its ranges, and 00:00-00:00 (closed) for a closed day; a day by appointment
 * is left out.
 */
export function specialOpeningHoursSpecification(specialDays: readonly SpecialDay[], now = new Date()) {
  const today = lisbonDate(now);
  return specialDays
    .filter((special) => special.date >= today)
    .flatMap(({ date, hours }) => {
      const base = { '@type': 'OpeningHoursSpecification', validFrom: date, validThrough: date };
      if (hours.kind === 'closed') return [{ ...base, opens: '00:00', closes: '00:00' }];
      if (hours.kind === '24h') return [{ ...base, opens: '00:00', closes: '23:59' }];
      if (hours.kind !== 'ranges') return [];
      return hours.ranges.map((range) => ({ ...base, opens: range.open, closes: range.close }));
    });
}
