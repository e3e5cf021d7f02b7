import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AboutCompany, AboutCuriosities, AboutHistory, AboutVideo } from '@/components/content/about-sections';
import { ContentSection, PageHeader } from '@/components/content/page-header';
import { Slideshow } from '@/components/content/slideshow';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

export async function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  return pageMetadata({
    locale,
    path: '/about',
    title: t('metaTitle'),
    description: t('metaDescription'),
    image: '/about/marina.webp',
  });
}

/**
 * About page "Did you know..." (docs/spec.md §2 About): video, history, timeline, 7 curiosities, slideshow, activities,
 * location, values, team, and a call to action to the company's property site.
 */
export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('AboutPage');
  return (
    <div className="space-y-12">
      <PageHeader title={t('title')} intro={t('intro')} />
      <AboutVideo />
      <AboutHistory />
      <AboutCuriosities />
      <ContentSection id="about-slideshow" heading={t('slideshow.heading')}>
        <Slideshow />
      </ContentSection>
      <AboutCompany />
      <section aria-labelledby="about-cta" className="rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10">
        <h2 id="about-cta" className="text-2xl font-semibold">
          {t('cta.heading')}
        </h2>
        <p className="mt-2 text-brand-100">{t('cta.text')}</p>
        <a
          href={siteConfig.propertySiteUrl}
          className="mt-6 inline-block rounded bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {t('cta.link')}
        </a>
      </section>
    </div>
  );
}
