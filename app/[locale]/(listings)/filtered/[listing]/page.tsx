import type { Metadata } from 'next';
import {
  AllListing,
  allListingMetadata,
  CategoryListing,
  categoryListingMetadata,
} from '@/components/directory/listing-pages';
import { parseFilters } from '@/lib/directory/filter-params';
import { getTaxonomy } from '@/lib/directory/queries';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';

// Search results depend on the query string: rendered per request, from cached directory data.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/filtered/[listing]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { listing }] = await Promise.all([metadataLocale(params), params]);
  return listing === 'all' ? allListingMetadata(locale) : categoryListingMetadata(locale, listing);
}

/**
 * A filtered listing (docs/decisions/03-partner-directory.md §4): /all?… or /{categoryId}?… with a search, category or location filter. Guests
 * never see this path; the proxy rewrites filtered listing URLs here so the unfiltered pages can stay cached.
 */
export default async function FilteredListingPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const [{ listing }, taxonomy] = await Promise.all([params, getTaxonomy()]);
  const filters = parseFilters(await searchParams, taxonomy);
  return listing === 'all' ? (
    <AllListing filters={filters} />
  ) : (
    <CategoryListing slug={listing} locale={locale} filters={filters} />
  );
}
