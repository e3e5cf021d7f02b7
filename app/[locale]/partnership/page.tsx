import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentSection, PageHeader } from '@/components/content/page-header';
import { PartnershipForm } from '@/components/inbox/partnership-form';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';

const benefits = ['b1', 'b2', 'b3'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/partnership'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'PartnershipPage' });
  return pageMetadata({ locale, path: '/partnership', title: t('metaTitle'), description: t('metaDescription') });
}

/** Partnership page (docs/spec.md §2 /partnership, §1 Audience B): the pitch and the request form. */
export default async function PartnershipPage({ params }: PageProps<'/[locale]/partnership'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('PartnershipPage');
  return (
    <div className="space-y-10">
      <PageHeader title={t('title')} intro={t('intro')}>
        <p className="mt-3 text-xl font-semibold">{t('pitch')}</p>
      </PageHeader>
      <ContentSection id="partnership-benefits" heading={t('benefitsHeading')}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {benefits.map((key) => (
            <li key={key} className="rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="font-semibold">{t(`benefits.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="partnership-how" heading={t('howHeading')}>
        <p className="text-slate-700">{t('howText')}</p>
      </ContentSection>
      <div className="rounded-lg border border-slate-200 bg-white p-6">
        <PartnershipForm />
      </div>
    </div>
  );
}
