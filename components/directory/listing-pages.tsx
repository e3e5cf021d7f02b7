import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { noFilters, type DirectoryFilters } from '@/lib/directory/filters';
import { isCategorySlug } from '@/lib/directory/partners';
import { getCategoryPartners, getDirectory, getTaxonomy } from '@/lib/directory/queries';
import type { Locale } from '@/lib/i18n/routing';
import { LCP_IMAGE } from '@/lib/media/lcp-image';
import { pageMetadata } from '@/lib/seo/metadata';
import { PartnerListing } from './partner-listing';
import { ServerImage } from '@/components/ui/server-image';

/*
 * The two directory listings (docs/spec.md §2 /all and /{categoryId}). Each is served twice: unfiltered as a cached page,
 * and with a filter query as a page rendered per request (app/[locale]/(listings)/filtered, reached through the proxy's
 * rewrite). Both render the same components from here, with the same metadata (canonical: the unfiltered URL).
 */

async function findCategory(slug: string) {
  if (!isCategorySlug(slug)) return { taxonomy: null, category: null };
  const taxonomy = await getTaxonomy();
  return { taxonomy, category: taxonomy.categories.find((candidate) => candidate.slug === slug) ?? null };
}

/** Metadata of /all in `locale`. */
export async function allListingMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Directory' });
  return pageMetadata({ locale, path: '/all', title: t('allTitle'), description: t('allDescription') });
}

/** Metadata of a category listing in `locale`; empty for an unknown category (the page is not found). */
export async function categoryListingMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const { category } = await findCategory(slug);
  if (!category) return {};
  return pageMetadata({
    locale,
    path: `/${category.slug}`,
    title: category.title[locale],
    description: category.description[locale],
    image: category.image,
  });
}

/** Advantages (docs/spec.md §2 /all): every category with its partners and offers. */
export async function AllListing({ filters = noFilters }: { filters?: DirectoryFilters }) {
  const [t, directory] = await Promise.all([getTranslations('Directory'), getDirectory()]);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{t('allTitle')}</h1>
        <p className="mt-2 text-slate-700">{t('allIntro')}</p>
      </header>
      <PartnerListing directory={directory} filters={filters} categoryPage={null} />
    </div>
  );
}

/** Category listing (docs/spec.md §2 /{categoryId}): only the seven category slugs exist; anything else is not found. */
export async function CategoryListing({
  slug,
  locale,
  filters = noFilters,
}: {
  slug: string;
  locale: Locale;
  filters?: DirectoryFilters;
}) {
  const { taxonomy, category } = await findCategory(slug);
  if (!taxonomy || !category) notFound();
  // Only this category's partners: a change to a partner elsewhere leaves this page cached (docs/decisions/12-staff-run-directory.md §6).
  const directory = { ...taxonomy, partners: await getCategoryPartners(category.slug) };
  return (
    <div className="space-y-6">
      <header className="relative overflow-hidden rounded-2xl bg-brand-900 text-white">
        <ServerImage
          src={category.image}
          alt=""
          fill
          {...LCP_IMAGE}
          sizes="(min-width: 72rem) 70rem, calc(100vw - 2rem)"
          className="object-cover opacity-40"
        />
        <div className="relative px-6 py-10 sm:px-10">
          <h1 className="text-3xl font-bold sm:text-4xl">{category.title[locale]}</h1>
          <p className="mt-3 max-w-2xl text-brand-50">{category.description[locale]}</p>
        </div>
      </header>
      <PartnerListing directory={directory} filters={filters} categoryPage={category} />
    </div>
  );
}
