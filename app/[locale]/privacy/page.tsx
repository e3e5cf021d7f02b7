import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentSection, PageHeader } from '@/components/content/page-header';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { retentionMonths } from '@/lib/membership/cards/retention';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

const measured = ['item1', 'item2', 'item3', 'item4', 'item5'] as const;
const notDone = ['item1', 'item2', 'item3', 'item4'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  return pageMetadata({ locale, path: '/privacy', title: t('title'), description: t('description') });
}

/** Privacy notice (docs/decisions/16-insights.md §5): what first-party insights measure and what they do not, without cookies. */
export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('Privacy');
  return (
    <div className="max-w-3xl space-y-8">
      <PageHeader title={t('title')} intro={t('intro')} />
      <ContentSection id="privacy-measured" heading={t('measuredTitle')}>
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          {measured.map((key) => (
            <li key={key}>{t(`measured.${key}`)}</li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="privacy-visitors" heading={t('visitorsTitle')}>
        <p className="text-slate-700">{t('visitors')}</p>
      </ContentSection>
      <ContentSection id="privacy-not" heading={t('notTitle')}>
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          {notDone.map((key) => (
            <li key={key}>{t(`not.${key}`)}</li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="privacy-choice" heading={t('choiceTitle')}>
        <p className="text-slate-700">{t('choice')}</p>
      </ContentSection>
      <ContentSection id="privacy-kept" heading={t('keptTitle')}>
        <p className="text-slate-700">{t('kept')}</p>
      </ContentSection>
      <ContentSection id="privacy-forms" heading={t('formsTitle')}>
        <p className="text-slate-700">{t('forms')}</p>
      </ContentSection>
      <ContentSection id="privacy-member-cards" heading={t('memberCardsTitle')}>
        <p className="text-slate-700">{t('memberCards', { months: retentionMonths() })}</p>
      </ContentSection>
      <p className="text-slate-700">{t('contact', { email: siteConfig.email })}</p>
    </div>
  );
}
