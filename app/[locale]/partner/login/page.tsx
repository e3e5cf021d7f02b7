import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmailRequestForm } from '@/components/forms/email-request-form';
import { requestPartnerLinkAction } from '@/lib/membership/partners/partner-actions';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';

export async function generateMetadata({ params }: PageProps<'/[locale]/partner/login'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'PartnerCounter.login' });
  return { title: t('title'), robots: { index: false } };
}

/** Partner sign-in (docs/membership.md "Partner accounts"): the e-mail address staff invited gets a one-time link. */
export default async function PartnerLoginPage({ params, searchParams }: PageProps<'/[locale]/partner/login'>) {
  const locale = await resolvePageLocale(params);
  const { error } = await searchParams;
  const t = await getTranslations('PartnerCounter.login');
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-slate-700">{t('intro')}</p>
      {error && (
        <p role="alert" className="rounded bg-amber-50 p-3 text-amber-900">
          {t('linkFailed')}
        </p>
      )}
      <EmailRequestForm
        id="partner"
        action={requestPartnerLinkAction}
        locale={locale}
        labels={{ email: t('email'), send: t('send') }}
      />
    </div>
  );
}
