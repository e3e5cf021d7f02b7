import { addDays, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import type { DirectoryFilters } from './filters';

// The listing filters read from a request's query (the filtered listing page), apart from ./filters.ts, which the
// filter form loads in the browser: the date handling of a stay's range stays out of the listings' JavaScript.

/** The longest stay the listings plan for, in days (a month; a longer range is cut to it). */
export const MAX_STAY_DAYS = 31;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && isValid(parseISO(value));

/**
 * A stay's range from the query: `to` defaults to `from` (one day), the two are swapped when written backwards, and a
 * range longer than MAX_STAY_DAYS is cut to its first MAX_STAY_DAYS days. Null without a valid `from` (or `to`).
 */
export function parseStay(from: string, to: string): { from: string; to: string } | null {
  const last = to === '' ? from : to;
  if (!isDay(from) || !isDay(last)) return null;
  const [start, end] = from <= last ? [from, last] : [last, from];
  if (differenceInCalendarDays(parseISO(end), parseISO(start)) < MAX_STAY_DAYS) return { from: start, to: end };
  return { from: start, to: format(addDays(parseISO(start), MAX_STAY_DAYS - 1), 'yyyy-MM-dd') };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Reads the filters from a page's searchParams. Unknown categories or locations are ignored (treated as "all"),
 * so a stale shared link still shows a listing. The search text is trimmed and cut to 100 characters.
 */
export function parseFilters(
  searchParams: Record<string, string | string[] | undefined>,
  known: { categories: readonly { slug: string }[]; locations: readonly { id: number }[] },
): DirectoryFilters {
  const category = first(searchParams.category);
  const location = Number.parseInt(first(searchParams.location), 10);
  const stay = parseStay(first(searchParams.from).trim(), first(searchParams.to).trim());
  return {
    q: first(searchParams.q).trim().slice(0, 100),
    category: known.categories.some((candidate) => candidate.slug === category) ? category : null,
    location: known.locations.some((candidate) => candidate.id === location) ? location : null,
    open: first(searchParams.open) === '1',
    from: stay?.from ?? null,
    to: stay?.to ?? null,
  };
}
