import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FirstPaintAfter } from '@/components/ui/first-paint';
import { Link } from '@/lib/i18n/navigation';
import { categorySlugs } from '@/lib/site-config';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';

const teasers = [
  ['/access', 'access'],
  ['/partnership', 'partnership'],
  ['/about', 'about'],
] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const metadata = pageMetadata({ locale, path: '/', title: t('homeTitle'), description: t('homeDescription') });
  // The home title stands alone, without the "| site name" template of the other pages.
  return { ...metadata, title: { absolute: t('homeTitle') } };
}

/** The links under home's subtitle: the first frame waits for them, so the title and subtitle come in it. */
const HOME_ACTIONS_ID = 'home-actions';

/**
 * Home (docs/spec.md §1): title, subtitle about exclusive rewards, the categories, a Store link flagged NEW, and the way
 * to the access, partnership and about pages.
 */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('Home');
  const tCategories = await getTranslations('Categories');
  const tHome = await getTranslations('HomePage');
  return (
    <div className="space-y-10">
      <FirstPaintAfter id={HOME_ACTIONS_ID} />
      <section className="rounded-2xl bg-brand-900 px-6 py-12 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('subtitle')}</p>
        <div id={HOME_ACTIONS_ID} className="mt-8 flex flex-wrap gap-3">
          <Link href="/all" className="rounded bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50">
            {t('browseAdvantages')}
          </Link>
          <Link
            href="/shopping"
            className="inline-flex items-center gap-2 rounded border border-white px-5 py-3 font-semibold hover:bg-brand-700"
          >
            {t('storeLink')}
            <span className="rounded bg-accent-600 px-2 py-0.5 text-xs font-bold">{t('new')}</span>
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-4 text-2xl font-semibold">
          {t('categoriesHeading')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {categorySlugs.map((slug) => (
            <li key={slug}>
              <Link
                href={`/${slug}`}
                className="block rounded-lg border border-slate-200 bg-white p-4 font-medium hover:border-brand-600"
              >
                {tCategories(slug)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {teasers.map(([href, key]) => (
          <li key={key} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold">{tHome(`${key}Heading`)}</h2>
            <p className="mt-2 flex-1 text-slate-700">{tHome(`${key}Text`)}</p>
            <Link href={href} className="mt-4 font-semibold text-brand-700 underline-offset-2 hover:underline">
              {tHome('more')}
              <span className="sr-only">: {tHome(`${key}Heading`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
