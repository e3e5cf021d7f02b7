import type { Metadata } from 'next';
import { CategoryListing, categoryListingMetadata } from '@/components/directory/listing-pages';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';

// Rendered on first request, then served from the route cache until directory data changes (tag 'directory').
// No category is read at build time (no database). A filter query never reaches this page: the proxy sends it to
// /[locale]/filtered/{categoryId}.
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/[categoryId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { categoryId }] = await Promise.all([metadataLocale(params), params]);
  return categoryListingMetadata(locale, categoryId);
}

/** Category listing (docs/spec.md §2 /{categoryId}), unfiltered: the single-segment route after the fixed paths. */
export default async function CategoryPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { categoryId } = await params;
  return <CategoryListing slug={categoryId} locale={locale} />;
}
