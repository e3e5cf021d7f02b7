import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentSection, PageHeader } from '@/components/content/page-header';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

const audiences = ['guests', 'owners'] as const;
const steps = ['s1', 's2', 's3', 's4'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/access'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'AccessPage' });
  return pageMetadata({ locale, path: '/access', title: t('metaTitle'), description: t('metaDescription') });
}

/** Access page (docs/spec.md §2 /access, §1 Audience A): how guests and owners get and use their member benefits. */
export default async function AccessPage({ params }: PageProps<'/[locale]/access'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('AccessPage');
  const tCard = await getTranslations('CardAgain');
  return (
    <div className="space-y-10">
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {audiences.map((audience) => (
          <ContentSection
            key={audience}
            id={`access-${audience}`}
            heading={t(`${audience}.heading`)}
            className="rounded-lg border border-slate-200 bg-white p-6"
          >
            <p className="text-slate-700">{t(`${audience}.text`)}</p>
          </ContentSection>
        ))}
      </div>
      <ContentSection id="access-steps" heading={t('stepsHeading')}>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="rounded-lg border border-slate-200 bg-white p-5">
              <span
                aria-hidden="true"
                className="mb-2 inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="font-semibold">{t(`steps.${step}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </ContentSection>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContentSection id="access-card" heading={t('cardHeading')} className="rounded-lg bg-brand-50 p-6">
          <p>{t('cardText')}</p>
          <p className="mt-3">
            <Link href="/card" className="font-semibold text-brand-700 underline">
              {tCard('link')}
            </Link>
          </p>
        </ContentSection>
        <ContentSection id="access-team" heading={t('teamHeading')} className="rounded-lg bg-brand-50 p-6">
          <p>{t('teamText')}</p>
        </ContentSection>
      </div>
      <p className="flex flex-wrap gap-3">
        <Link href="/all" className="rounded bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          {t('browse')}
        </Link>
        <Link
          href="/contact"
          className="rounded border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('contact')}
        </Link>
      </p>
    </div>
  );
}
