import { beforeEach, describe, expect, it, vi } from 'vitest';

const updated: string[] = [];
vi.mock('next/cache', () => ({
  updateTag: (tag: string) => updated.push(tag),
  unstable_cache: (read: () => unknown) => read,
}));

const { categoryTag, DIRECTORY_TAG, LISTINGS_TAG, partnerTag, revalidateDirectory } =
  await import('@/lib/cache/directory-tags');

describe('revalidateDirectory (docs/decisions/12-staff-run-directory.md §6): only the tags a write touched', () => {
  beforeEach(() => {
    updated.length = 0;
  });

  it('a partner edit: its page, its categories before and after, and the listings', () => {
    revalidateDirectory({ partnerId: 7, categorySlugs: ['boat-tours', 'activities', 'boat-tours'], listings: true });
    expect(updated).toEqual([partnerTag(7), categoryTag('boat-tours'), categoryTag('activities'), LISTINGS_TAG]);
    expect(updated).not.toContain(DIRECTORY_TAG);
  });

  it('a review: its partner page only', () => {
    revalidateDirectory({ partnerId: 3 });
    expect(updated).toEqual(['directory-partner-3']);
  });

  it('a category or town edit: everything', () => {
    revalidateDirectory({ all: true, partnerId: 3 });
    expect(updated).toEqual([DIRECTORY_TAG]);
  });
});
