import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { categorySlugs } from '@/lib/site-config';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { ...pageMetadata({ locale, path: '/', title: t('homeTitle'), description: t('homeDescription') }), title: { absolute: t('homeTitle') } };
}

/** Home (SPEC §1): title, subtitle about exclusive rewards, the categories, and a Store link flagged NEW. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('Home');
  const tCategories = await getTranslations('Categories');
  return (
    <div className="space-y-10">
      <section className="rounded-2xl bg-brand-900 px-6 py-12 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('subtitle')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/all" className="rounded bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50">
            {t('browseAdvantages')}
          </Link>
          <Link href="/shopping" className="inline-flex items-center gap-2 rounded border border-white px-5 py-3 font-semibold hover:bg-brand-700">
            {t('storeLink')}
            <span className="rounded bg-accent-600 px-2 py-0.5 text-xs font-bold">{t('new')}</span>
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-4 text-2xl font-semibold">{t('categoriesHeading')}</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {categorySlugs.map((slug) => (
            <li key={slug}>
              <Link href={`/${slug}`} className="block rounded-lg border border-slate-200 bg-white p-4 font-medium hover:border-brand-600">
                {tCategories(slug)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
