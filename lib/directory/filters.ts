import type { PartnerSummary } from './partners';

/**
 * The listing filters as they live in the URL query (?q=&category=&location=&open=1), already validated. `open`:
 * only partners open now (docs/decisions/12-staff-run-directory.md §2, see openNow in ./open-now.ts).
 */
export type DirectoryFilters = { q: string; category: string | null; location: number | null; open: boolean };

/** The unfiltered view. */
export const noFilters: DirectoryFilters = { q: '', category: null, location: null, open: false };

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
  return {
    q: first(searchParams.q).trim().slice(0, 100),
    category: known.categories.some((candidate) => candidate.slug === category) ? category : null,
    location: known.locations.some((candidate) => candidate.id === location) ? location : null,
    open: first(searchParams.open) === '1',
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
  const query = params.toString();
  return query ? `?${query}` : '';
}
