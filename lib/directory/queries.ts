import 'server-only';
import { draftMode } from 'next/headers';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getStaffMember } from '@/lib/staff/auth/require-staff';
import { prisma } from '@/lib/db';
import { findDirectory, findPartnerDetail, findPartnerId, findPartnerSummaries, findTaxonomy } from './partners';
import { searchPartnerIds } from './search';
import { stayPlan, type StayRange } from './stay-plan';
import { categoryTag, DIRECTORY_TAG, LISTINGS_TAG, partnerTag } from '@/lib/cache/directory-tags';

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

/**
 * stayPlan (./stay-plan.ts) on the application's database: each listed partner's open days and member-offer days
 * during `range` (Lisbon calendar days), for the listings' "Open during my stay" (docs/membership.md).
 */
export function getStayPlan(partners: Parameters<typeof stayPlan>[1], range: StayRange) {
  return stayPlan(prisma, partners, range);
}
