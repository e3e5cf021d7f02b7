import { isLocale } from '@/lib/i18n/routing';
import { categorySlugs } from '@/lib/site-config';

// Filtered listings as the proxy sees them. Kept apart from filters.ts, which the browser loads too: what this file
// imports (routing and the category slugs) stays out of the listing pages' JavaScript.

const FILTER_PARAMS = ['q', 'category', 'location', 'open', 'from'] as const;

/**
 * Where the proxy sends a filtered listing: `/{locale}/all` or `/{locale}/{category}` with a non-empty q,
 * category, location or open parameter becomes `/{locale}/filtered/{all|category}` (rendered per request), so the
 * unfiltered listings can be cached pages. Null for every other path or when nothing is filtered.
 * @param pathname the locale-prefixed internal path, e.g. "/en/boat-tours".
 */
export function filteredListingPath(pathname: string, searchParams: URLSearchParams): string | null {
  const match = /^\/([^/]+)\/([^/]+)$/.exec(pathname);
  // Next decodes the path before routing, so /%61ll is /all: match what the router will see.
  const [locale, listing] = match ? [decode(match[1]), decode(match[2])] : [];
  if (!isLocale(locale) || !listing || (listing !== 'all' && !(categorySlugs as readonly string[]).includes(listing)))
    return null;
  if (!FILTER_PARAMS.some((name) => searchParams.getAll(name).some((value) => value.trim() !== ''))) return null;
  return `/${locale}/filtered/${listing}`;
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
