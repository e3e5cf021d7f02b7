import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { PartnerListing } from '@/components/directory/partner-listing';
import { parseFilters } from '@/lib/directory/filters';
import { getDirectory } from '@/lib/directory/queries';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';

// Rendered per request from cached data (the database is not reachable at build time).
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/[categoryId]'>;

async function findCategory(categoryId: string) {
  const directory = await getDirectory();
  return { directory, category: directory.categories.find((candidate) => candidate.slug === categoryId) ?? null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { categoryId }] = await Promise.all([metadataLocale(params), params]);
  const { category } = await findCategory(categoryId);
  if (!category) return {};
  return pageMetadata({ locale, path: `/${category.slug}`, title: category.title[locale], description: category.description[locale], image: category.image });
}

/**
 * Category listing (SPEC §2 /{categoryId}): the single-segment catch-all after the fixed paths. Only the seven
 * category slugs exist; anything else is not found.
 */
export default async function CategoryPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const { categoryId } = await params;
  const { directory, category } = await findCategory(categoryId);
  if (!category) notFound();
  const filters = parseFilters(await searchParams, directory);
  return (
    <div className="space-y-6">
      <header className="relative overflow-hidden rounded-2xl bg-brand-900 text-white">
        <Image src={category.image} alt="" fill priority sizes="100vw" className="object-cover opacity-40" />
        <div className="relative px-6 py-10 sm:px-10">
          <h1 className="text-3xl font-bold sm:text-4xl">{category.title[locale]}</h1>
          <p className="mt-3 max-w-2xl text-brand-50">{category.description[locale]}</p>
        </div>
      </header>
      <PartnerListing directory={directory} filters={filters} categoryPage={category} />
    </div>
  );
}
