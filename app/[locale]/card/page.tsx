import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmailRequestForm } from '@/components/forms/email-request-form';
import { requestCardAgainAction } from '@/lib/membership/cards/card-again-action';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/card'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'CardAgain' });
  return pageMetadata({ locale, path: '/card', title: t('metaTitle'), description: t('metaDescription') });
}

/** "Get my card again" (docs/membership.md "A card guests can always get"): every current card, by e-mail. */
export default async function CardAgainPage({ params }: PageProps<'/[locale]/card'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('CardAgain');
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-slate-700">{t('intro')}</p>
      <EmailRequestForm
        id="card-again"
        action={requestCardAgainAction}
        locale={locale}
        labels={{ email: t('email'), send: t('send'), sending: t('sending') }}
      />
    </div>
  );
}
