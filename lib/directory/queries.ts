import 'server-only';
import { draftMode } from 'next/headers';
import { unstable_cache, updateTag } from 'next/cache';
import { cache } from 'react';
import { getStaffMember } from '@/lib/staff/auth/require-staff';
import { prisma } from '@/lib/db';
import { findDirectory, findPartnerDetail, findPartnerId, findPartnerSummaries, findTaxonomy } from './partners';
import { searchPartnerIds } from './search';

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
/** The tags of docs/decisions/12-staff-run-directory.md's shared contract. */
export const directoryTags = { partnerTag, categoryTag, LISTINGS_TAG, DIRECTORY_TAG };

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

/** Cached categories in order and towns (see findTaxonomy). */
export const getTaxonomy = unstable_cache(() => findTaxonomy(prisma), ['directory-taxonomy'], {
  tags: [DIRECTORY_TAG],
});

/** Cached categories, towns and visible partners (see findDirectory), for the listings of every category. */
export const getDirectory = unstable_cache(() => findDirectory(prisma), ['directory'], {
  tags: [DIRECTORY_TAG, LISTINGS_TAG],
});

/** Cached visible partners of one category (see findPartnerSummaries). */
export function getCategoryPartners(categorySlug: string) {
  return unstable_cache(() => findPartnerSummaries(prisma, categorySlug), ['directory-category', categorySlug], {
    tags: [DIRECTORY_TAG, categoryTag(categorySlug)],
  })();
}

/**
 * Whether this request is a staff preview (docs/decisions/12-staff-run-directory.md §6): Next's draft mode is on AND a live staff session signs the
 * request. The draft-mode cookie alone never is: it is only a cookie. Once per request.
 */
export const isStaffPreview = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false;
  return (await getStaffMember()) !== null;
});

/**
 * The partner page's data at /{categorySlug}/{number}, or null (see findPartnerDetail). Cached and public only,
 * except in a staff preview, where it is read uncached and drafts and hidden partners show as guests would see them.
 */
export async function getPartner(categorySlug: string, number: number) {
  if (await isStaffPreview()) {
    const id = await findPartnerId(prisma, categorySlug, number);
    return id === null ? null : findPartnerDetail(prisma, id, { preview: true });
  }
  const id = await unstable_cache(
    () => findPartnerId(prisma, categorySlug, number),
    ['directory-partner-id', categorySlug, String(number)],
    {
      tags: [DIRECTORY_TAG, categoryTag(categorySlug)],
    },
  )();
  if (id === null) return null;
  return unstable_cache(() => findPartnerDetail(prisma, id), ['directory-partner', String(id)], {
    tags: [DIRECTORY_TAG, partnerTag(id)],
  })();
}

/**
 * The partners a guest's search finds, best first (see searchPartnerIds; docs/search.md), or null for a blank
 * query. Read per request, uncached: the filtered listings that ask are rendered per request anyway, and free text
 * would fill a shared cache with one entry per query.
 */
export function searchDirectory(query: string): Promise<number[] | null> {
  return searchPartnerIds(prisma, query);
}
