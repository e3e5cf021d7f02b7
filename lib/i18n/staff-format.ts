import { createFormatter } from 'next-intl';
import type { Locale } from './routing';

/*
 * Dates, numbers and euros in the backoffice (issue 12 §7). The messages are per language (en, fr, pt), but Intl
 * needs the region: bare `pt` formats as in Brazil ("€ 12,50", "22 de nov. de 2026"), while the team is in
 * Portugal ("12,50 €", "22/11/2026"). Plain module: server pages and client components use the same formats.
 */

/** The Intl locale of each backoffice language. */
export const STAFF_INTL_LOCALES = { en: 'en-GB', fr: 'fr-FR', pt: 'pt-PT' } as const satisfies Record<Locale, string>;

/** next-intl's formatter for a backoffice language, in Lisbon time (DESIGN: time zone). */
export function staffFormatter(locale: Locale) {
  // Intl takes any BCP 47 tag; next-intl's type names only the app's message locales.
  return createFormatter({ locale: STAFF_INTL_LOCALES[locale] as unknown as Locale, timeZone: 'Europe/Lisbon' });
}
export type StaffFormatter = ReturnType<typeof staffFormatter>;

/** Euros with two decimals: "12,50 €" (pt, fr), "€12.50" (en). */
export const EUROS = { style: 'currency', currency: 'EUR' } as const;
/** A moment: "22/11/2026, 14:05" (pt), "22 nov. 2026, 14:05" (fr), "22 Nov 2026, 14:05" (en). */
export const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
/** A calendar day: "22/11/2026" (pt), "22 nov. 2026" (fr), "22 Nov 2026" (en). */
export const DAY = { dateStyle: 'medium' } as const;

/**
 * A Lisbon calendar day written YYYY-MM-DD (pickup dates, analytics days) as a Date that `format.dateTime` shows
 * as that same day: noon UTC is the same date in Lisbon in winter (UTC) and summer (UTC+1).
 */
export function calendarDay(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
