import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma } from '@/lib/db';
import { findDirectory, findVisiblePartner } from './partners';

/** Cache tag of every public directory read; review, partner and category writes revalidate it. */
export const DIRECTORY_TAG = 'directory';

/** Cached categories, towns and visible partners (see findDirectory). */
export const getDirectory = unstable_cache(() => findDirectory(prisma), ['directory'], { tags: [DIRECTORY_TAG] });

/** Cached visible partner with visible reviews, or null (see findVisiblePartner). */
export const getPartner = unstable_cache(
  (categorySlug: string, number: number) => findVisiblePartner(prisma, categorySlug, number),
  ['directory-partner'],
  { tags: [DIRECTORY_TAG] },
);
