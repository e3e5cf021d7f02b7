import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentSection, PageHeader } from '@/components/content/page-header';
import { ContactForm } from '@/components/inbox/contact-form';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'ContactPage' });
  return pageMetadata({ locale, path: '/contact', title: t('metaTitle'), description: t('metaDescription') });
}

/** Contact page (docs/spec.md §2 /contact): the company's details and the contact form. */
export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('ContactPage');
  return (
    <div className="space-y-10">
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <ContactForm />
        <ContentSection
          id="contact-details"
          heading={t('detailsHeading')}
          className="rounded-lg border border-slate-200 bg-white p-6 lg:self-start"
        >
          <p>
            {t('phone')}:{' '}
            <a className="font-semibold underline" href={`tel:${siteConfig.phone.replace(/\s/g, '')}`}>
              {siteConfig.phone}
            </a>
          </p>
          <p>
            {t('email')}:{' '}
            <a className="font-semibold underline" href={`mailto:${siteConfig.email}`}>
              {siteConfig.email}
            </a>
          </p>
          <p className="text-slate-700">{t('hours')}</p>
        </ContentSection>
      </div>
    </div>
  );
}
