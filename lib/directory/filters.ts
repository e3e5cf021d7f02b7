import type { PartnerSummary } from './partners';

// What the listings' filter form loads in the browser as well: the filters' shape and their query string. Reading
// them from a request is ./filter-params.ts (server only, with its date handling).

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
