import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PartnerListing } from '@/components/directory/partner-listing';
import { parseFilters } from '@/lib/directory/filters';
import { getDirectory } from '@/lib/directory/queries';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';

// Rendered per request from cached data (the database is not reachable at build time).
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/all'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'Directory' });
  return pageMetadata({ locale, path: '/all', title: t('allTitle'), description: t('allDescription') });
}

/** Advantages (SPEC §2 /all): every category with its partners and offers, filtered by the URL query. */
export default async function AllPage({ params, searchParams }: Props) {
  await resolvePageLocale(params);
  const [t, directory] = await Promise.all([getTranslations('Directory'), getDirectory()]);
  const filters = parseFilters(await searchParams, directory);
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
