import type { Metadata } from 'next';
import { AllListing, allListingMetadata } from '@/components/directory/listing-pages';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';

// Rendered on first request, then served from the route cache until directory data changes (tag 'directory').
// A filter query (?q=&category=&location=) never reaches this page: the proxy sends it to /[locale]/filtered/all.

export async function generateMetadata({ params }: PageProps<'/[locale]/all'>): Promise<Metadata> {
  return allListingMetadata(await metadataLocale(params));
}

/** Advantages (docs/spec.md §2 /all), unfiltered. */
export default async function AllPage({ params }: PageProps<'/[locale]/all'>) {
  await resolvePageLocale(params);
  return <AllListing />;
}
