import { isExists } from 'date-fns';
import * as z from './zod';

/*
 * Field rules shared by the public forms and endpoints (checkout, contact, partnership, reviews and bookings, the
 * e-mail API). Messages are keys of the `Validation` messages, translated where shown.
 */

/**
 * A required text, trimmed: 'required' when empty, 'tooLong' past `max` characters, 'invalidRequest' with a NUL
 * character (PostgreSQL text cannot store one, and no keyboard types one: it marks tampered input).
 */
export const required = (max = 120) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(max, 'tooLong'),
    z.refine((text) => !text.includes('\u0000'), 'invalidRequest'),
  );

/**
 * An optional text, trimmed, '' when left out or empty: 'tooLong' past `max` characters, 'invalidRequest' with a
 * NUL character (see required).
 */
export const optionalText = (max = 120) =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(max, 'tooLong'),
      z.refine((text) => !text.includes('\u0000'), 'invalidRequest'),
    ),
    '',
  );

/** True for an absolute http or https URL (`javascript:`, `data:`, relative paths refused). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A required e-mail address, at most 254 characters. */
export const emailAddress = () => z.pipe(required(254), z.email('email'));

/**
 * Reads a decimal comma as a point (docs/architecture.md "One action toolkit", amounts typed in a form): "12,50" becomes "12.50", so Portuguese
 * and French staff type amounts as they write them. Only a number with one comma between digits changes; the rule
 * after it (a pattern) still refuses anything else. Use after z.trim() in a string's checks.
 */
export const decimalPoint = () => z.overwrite((text: string) => text.replace(/^(\d+),(\d+)$/, '$1.$2'));

/** A phone number: 7 to 20 digits, spaces, dots, dashes or brackets (starting and ending with a digit), after an optional +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,18}[0-9]$/;

/** A required phone number, at most 30 characters: 'phone' when it does not look like one. */
export const phoneNumber = () => required(30).check(z.regex(PHONE_PATTERN, 'phone'));

/** A calendar day as the date inputs send it, YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when `value` is a real calendar day written YYYY-MM-DD (docs/decisions/11-staff-security.md §8): "2026-02-30" or "2026-13-01" are
 * not, where `new Date()` would roll them over into March or the next year. date-fns does the calendar.
 */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  return isExists(year, month - 1, day);
}

/** A required calendar day, YYYY-MM-DD, trimmed: 'required' when empty, `message` when not a real date. */
export const calendarDay = (message = 'date') => required(10).check(z.refine(isCalendarDay, { message, abort: true }));

/** The hidden `website` field: people never see it, so a value marks a bot. */
export const honeypot = () => z.optional(z.string().check(z.maxLength(200)));
