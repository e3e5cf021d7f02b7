import 'server-only';
import { updateTag } from 'next/cache';

/*
 * Cached public directory reads, tagged so that a write revalidates only what it touches (docs/decisions/12-staff-run-directory.md §6):
 *   - a partner's page reads its id (tag of its category) and its details (its own tag);
 *   - a category page reads the partners of that category (tag of the category);
 *   - the listings (home, /all, search, sitemap) read the whole directory (LISTINGS_TAG);
 *   - every page reads categories and towns (DIRECTORY_TAG only, which every read carries).
 * A change to one partner thus refreshes its page, its category page(s) and the listings, not every partner page.
 */

/** Carried by every public directory read: category and town edits revalidate it (their names show everywhere). */
export const DIRECTORY_TAG = 'directory';
/** The listings of every partner: home, /all, search results and the sitemap. */
export const LISTINGS_TAG = 'directory-listings';
/** One partner's page (docs/decisions/12-staff-run-directory.md §6). */
export const partnerTag = (id: number) => `directory-partner-${id}`;
/** One category's page and which partner each of its URLs names. */
export const categoryTag = (slug: string) => `directory-category-${slug}`;
/**
 * Revalidates the directory pages a write touched (docs/decisions/12-staff-run-directory.md §6), at once for the next request (`updateTag`: call
 * it from a server action, after the write committed). After a partner write pass its id, the slugs of its
 * category before and after the change, and `listings: true` when anything listed changed (name, offer, image,
 * towns, visibility, draft, order); after a category or town edit pass `all: true` (titles and town names show on
 * every directory page). A review changes only its partner's page.
 */
export function revalidateDirectory({
  partnerId,
  categorySlugs = [],
  listings = false,
  all = false,
}: {
  partnerId?: number;
  categorySlugs?: string[];
  listings?: boolean;
  all?: boolean;
}): void {
  if (all) return updateTag(DIRECTORY_TAG);
  if (partnerId !== undefined) updateTag(partnerTag(partnerId));
  for (const slug of new Set(categorySlugs)) updateTag(categoryTag(slug));
  if (listings) updateTag(LISTINGS_TAG);
}
