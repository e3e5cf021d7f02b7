import Holidays from 'date-holidays';
import type { Locale } from '@/lib/i18n/routing';

/*
 * Public holidays of a pickup place (docs/pickup-slots.md "Public holidays"): Portugal's national holidays from the
 * date-holidays library, for any year, plus the municipal holiday of the place's municipality. The library has no
 * Portuguese municipalities, so each one supported here is a rule in its own syntax, which it computes for every
 * year like its national holidays (a feast tied to Easter moves each year).
 */

/** Municipal holidays by municipality key (pickup_places.municipality), as date-holidays rules. */
const MUNICIPAL: Record<string, { rule: string; name: Record<Locale, string> }> = {
  // Loulé (Vilamoura and Quarteira are parishes of it): Ascension Thursday, 39 days after Easter Sunday.
  loule: {
    rule: 'easter 39',
    name: {
      en: 'Loulé municipal holiday (Ascension Day)',
      fr: 'Fête municipale de Loulé (Ascension)',
      pt: 'Feriado municipal de Loulé (Quinta-feira da Ascensão)',
    },
  },
};

/** The municipalities whose holiday is known (keys of pickup_places.municipality), for staff to choose from. */
export const MUNICIPALITIES = Object.keys(MUNICIPAL);

const calendars = new Map<string, Holidays>();
function calendar(municipality: string | null): Holidays {
  const key = municipality && MUNICIPAL[municipality] ? municipality : '';
  let holidays = calendars.get(key);
  if (!holidays) {
    holidays = new Holidays('PT');
    if (key) holidays.setHoliday(MUNICIPAL[key].rule, { name: MUNICIPAL[key].name, type: 'public' });
    calendars.set(key, holidays);
  }
  return holidays;
}

/**
 * A year's holidays as the library computes them, by calendar, year and language: the rules never change while the
 * process runs, and computing a year took a tenth of the server's work for each order placed (docs/performance.md
 * "Placing an order"). At most a few calendars, years and languages are ever asked for; the cache starts again past
 * 500 entries.
 */
const years = new Map<string, ReturnType<Holidays['getHolidays']>>();
function holidaysOf(municipality: string | null, year: number, locale: Locale) {
  const key = `${municipality ?? ''}|${year}|${locale}`;
  let list = years.get(key);
  if (!list) {
    if (years.size >= 500) years.clear();
    list = calendar(municipality).getHolidays(year, locale);
    years.set(key, list);
  }
  return list;
}

/** A day a place is closed for a public holiday: "YYYY-MM-DD" (Lisbon) and its name. */
export type PublicHoliday = { date: string; name: string };

/**
 * The public holidays (days off by law: not the observances such as Carnival or Christmas Eve) between two Lisbon
 * days, inclusive, in order: national ones and those of `municipality` (null or unknown: national only).
 * @param from "YYYY-MM-DD"; @param until "YYYY-MM-DD"; @param locale language of the names.
 */
export function publicHolidays(
  municipality: string | null,
  from: string,
  until: string,
  locale: Locale = 'pt',
): PublicHoliday[] {
  const days: PublicHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(until.slice(0, 4)); year += 1) {
    for (const holiday of holidaysOf(municipality, year, locale)) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type === 'public' && date >= from && date <= until && !days.some((day) => day.date === date))
        days.push({ date, name: holiday.name });
    }
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** Whether a Lisbon day ("YYYY-MM-DD") is a public holiday, nationally or in `municipality` (publicHolidays). */
export function isPublicHoliday(day: string, municipality: string | null = null): boolean {
  return publicHolidays(municipality, day, day).length > 0;
}
