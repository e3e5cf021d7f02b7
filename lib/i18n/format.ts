import { createFormatter, useLocale } from 'next-intl';
import type { Locale } from './routing';

/*
 * How each language writes numbers, euros and dates, for the public pages, the e-mails and the backoffice alike
 * (docs/formats.md). The messages are per language (en, fr, pt), but Intl needs the region: bare `pt` writes as in
 * Brazil ("€ 6,50"), while the site is in Portugal ("6,50 €"). Plain module: server pages, client components and
 * e-mails use the same formats.
 */

/** The Intl locale of each language: British English, French of France, Portuguese of Portugal. */
export const INTL_LOCALES = { en: 'en-GB', fr: 'fr-FR', pt: 'pt-PT' } as const satisfies Record<Locale, string>;

function createLocaleFormatter(locale: Locale) {
  // Intl takes any BCP 47 tag; next-intl's type names only the app's message locales.
  return createFormatter({ locale: INTL_LOCALES[locale] as unknown as Locale, timeZone: 'Europe/Lisbon' });
}
export type LocaleFormatter = ReturnType<typeof createLocaleFormatter>;

const formatters = new Map<Locale, LocaleFormatter>();

/**
 * next-intl's formatter (`number`, `dateTime`, `relativeTime`, `list`) writing as `locale`'s region does
 * (INTL_LOCALES), in Lisbon time (docs/design.md: time zone). One per language per process: Intl's objects are cached.
 */
export function formatterFor(locale: Locale): LocaleFormatter {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = createLocaleFormatter(locale)));
  return formatter;
}

/** formatterFor the page's language, in components (server or client) under next-intl's provider. */
export function useLocaleFormatter(): LocaleFormatter {
  return formatterFor(useLocale());
}

/** Euros with two decimals: "6,50 €" (pt), "6,50 €" with a narrow no-break space (fr), "€6.50" (en). */
export const EUROS = { style: 'currency', currency: 'EUR' } as const;
/** A moment: "22/11/2026, 14:05" (pt), "22 nov. 2026, 14:05" (fr), "22 Nov 2026, 14:05" (en). */
export const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
/** A calendar day: "22/11/2026" (pt), "22 nov. 2026" (fr), "22 Nov 2026" (en). */
export const DAY = { dateStyle: 'medium' } as const;
/** A calendar day in words: "sábado, 5 de dezembro de 2026" (pt), "samedi 5 décembre 2026" (fr), "Saturday, 5 December 2026" (en). */
export const DAY_IN_WORDS = { dateStyle: 'full' } as const;

/** An amount in euros (a number or a decimal string such as "6.50") as `locale` writes it (EUROS). */
export function formatEuros(amount: number | string, locale: Locale): string {
  return formatterFor(locale).number(Number(amount), EUROS);
}

/**
 * A Lisbon calendar day written YYYY-MM-DD (pickup dates, analytics days) as a Date that `format.dateTime` shows
 * as that same day: noon UTC is the same date in Lisbon in winter (UTC) and summer (UTC+1).
 */
export function calendarDay(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** A Lisbon calendar day "YYYY-MM-DD" in words, as `locale` writes it (DAY_IN_WORDS), for e-mails and pages. */
export function formatDayInWords(day: string, locale: Locale): string {
  return formatterFor(locale).dateTime(calendarDay(day), DAY_IN_WORDS);
}
