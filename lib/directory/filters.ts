import { addDays, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import type { PartnerSummary } from './partners';

/**
 * The listing filters as they live in the URL query (?q=&category=&location=&open=1&from=&to=), already validated.
 * `open`: only partners open now (docs/decisions/12-staff-run-directory.md §2, see openNow in ./open-now.ts).
 * `from`/`to`: a stay's first and last day, "YYYY-MM-DD" in Lisbon, both set or both null: only partners open on
 * at least one of those days (docs/membership.md "Open during my stay").
 */
export type DirectoryFilters = {
  q: string;
  category: string | null;
  location: number | null;
  open: boolean;
  from: string | null;
  to: string | null;
};

/** The unfiltered view. */
export const noFilters: DirectoryFilters = { q: '', category: null, location: null, open: false, from: null, to: null };

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

/**
 * Partners matching every filter (search AND category AND location). The search is PostgreSQL's
 * (searchPartnerIds in ./search.ts, docs/search.md): `found` holds the ids it found, best first, and the result
 * follows that order; null when nothing was searched (every partner, in its own order).
 */
export function filterPartners(
  partners: PartnerSummary[],
  filters: Pick<DirectoryFilters, 'category' | 'location'>,
  found: readonly number[] | null,
): PartnerSummary[] {
  const kept = partners.filter(
    (partner) =>
      (!filters.category || partner.categorySlug === filters.category) &&
      (filters.location === null || partner.locationIds.includes(filters.location)),
  );
  if (!found) return kept;
  const rank = new Map(found.map((id, index) => [id, index]));
  return kept.filter((partner) => rank.has(partner.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}

/** The query string of a filtered view ('' when nothing is filtered), in a stable order for sharing. */
export function filtersQuery(filters: Partial<DirectoryFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.location !== null && filters.location !== undefined) params.set('location', String(filters.location));
  if (filters.open) params.set('open', '1');
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const query = params.toString();
  return query ? `?${query}` : '';
}
