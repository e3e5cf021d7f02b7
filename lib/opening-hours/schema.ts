import * as z from '@/lib/validation/zod';
import { isMonthDay, seasonIncludes, weekdays, type OpeningHours, type Season } from '@/lib/opening-hours/hours';

/*
 * Opening hours and seasons as staff edit them (docs/decisions/12-staff-run-directory.md §2), shared by the hours editor
 * (components/opening-hours/hours-editor.tsx) and the partner actions. Messages are keys of
 * `BackofficeHours.errors` in messages/*.json, so the form shows them in the staff member's language.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Start and end in minutes from the day's midnight; a range past midnight ends after 1440. */
const span = (range: { open: string; close: string }) => {
  const [open, close] = [minutes(range.open), minutes(range.close)];
  return [open, close <= open ? close + 1440 : close] as const;
};

/** A time of day 'HH:MM' (00:00-23:59); message 'time'. */
export const timeOfDay = z.string().check(z.regex(TIME, 'time'));
const timeRange = z
  .object({ open: timeOfDay, close: timeOfDay })
  .check(z.refine((range) => range.open !== range.close, 'emptyRange'));

/** Two ranges of one day must not overlap, counting a range past midnight into the next morning. */
function rangesApart(ranges: { open: string; close: string }[]): boolean {
  if (ranges.length < 2) return true;
  const [first, second] = ranges.map(span).sort((a, b) => a[0] - b[0]);
  return first[1] <= second[0] && second[1] <= first[0] + 1440;
}

const dayHours = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('closed') }),
  z.object({ kind: z.literal('appointment') }),
  z.object({ kind: z.literal('24h') }),
  z.object({
    kind: z.literal('ranges'),
    ranges: z
      .array(timeRange)
      .check(z.minLength(1, 'ranges'), z.maxLength(2, 'ranges'), z.refine(rangesApart, 'overlap')),
  }),
]);

/**
 * A week of opening hours (lib/opening-hours/hours.ts OpeningHours): per weekday closed, by appointment, 24 hours, or
 * one or two 'HH:MM' ranges that do not overlap (a range whose close is not after its open ends the next day).
 */
export const openingHoursSchema = z.strictObject(
  Object.fromEntries(weekdays.map((day) => [day, dayHours])) as Record<(typeof weekdays)[number], typeof dayHours>,
) as z.ZodMiniType<OpeningHours>;

const monthDay = z.string().check(z.refine(isMonthDay, 'date'));

/** Whether two yearly ranges share a day (checked over the 366 days of a leap year). */
function overlaps(a: Season, b: Season): boolean {
  for (let day = new Date(Date.UTC(2000, 0, 1)); day.getUTCFullYear() === 2000; day.setUTCDate(day.getUTCDate() + 1)) {
    const monthDayText = day.toISOString().slice(5, 10);
    if (seasonIncludes(a, monthDayText) && seasonIncludes(b, monthDayText)) return true;
  }
  return false;
}

/**
 * Seasons (lib/opening-hours/hours.ts Season), at most 12: yearly 'MM-DD' ranges, both ends included, that may wrap
 * the new year, each with its own week of hours or closed. A closed season may overlap an hours season (closed
 * wins); two hours seasons may not overlap ('seasonsOverlap'), so no day has two answers.
 */
export const seasonsSchema = z
  .array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('hours'), from: monthDay, to: monthDay, hours: openingHoursSchema }),
      z.object({ kind: z.literal('closed'), from: monthDay, to: monthDay }),
    ]),
  )
  .check(
    z.maxLength(12, 'tooManySeasons'),
    z.refine((seasons) => {
      const withHours = seasons.filter((season) => season.kind === 'hours');
      return withHours.every((season, index) => withHours.slice(index + 1).every((other) => !overlaps(season, other)));
    }, 'seasonsOverlap'),
  ) as z.ZodMiniType<Season[]>;

/** JSON text from a form field, parsed, then checked by `schema`; text that is not JSON gives 'invalidJson'. */
const jsonText = <T>(schema: z.ZodMiniType<T>) =>
  z.pipe(
    z.string().check(z.maxLength(50_000, 'invalidJson')),
    z.pipe(
      z.transform((text: string, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.issues.push({ code: 'custom', message: 'invalidJson', input: text });
          return z.NEVER;
        }
      }),
      schema,
    ),
  );

/** The two hidden fields of the hours editor, as JSON text. */
export const hoursFieldsSchema = z.object({
  openingHours: jsonText(openingHoursSchema),
  seasons: jsonText(seasonsSchema),
});

/** The validated opening hours and seasons of a partner form. */
export type HoursFields = { openingHours: OpeningHours; seasons: Season[] };

/**
 * Reads the hours editor's hidden fields (`openingHours` and `seasons`, JSON text; docs/decisions/12-staff-run-directory.md §2) from a posted
 * form: zod's safeParse result, with issue paths starting at 'openingHours' or 'seasons' and messages that are
 * keys of `BackofficeHours.errors`. A missing `seasons` field reads as no seasons; a missing `openingHours` field
 * is an 'invalidJson' issue.
 */
export function parseHoursFields(
  formData: FormData,
  names = { hours: 'openingHours', seasons: 'seasons' },
): { success: true; data: HoursFields } | { success: false; error: z.core.$ZodError } {
  const field = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : null;
  };
  return hoursFieldsSchema.safeParse({
    openingHours: field(names.hours) ?? '',
    seasons: field(names.seasons) ?? '[]',
  }) as ReturnType<typeof parseHoursFields>;
}
