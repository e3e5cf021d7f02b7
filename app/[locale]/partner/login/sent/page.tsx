import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { SIGN_IN_LINK_MINUTES } from '@/lib/partner-auth/config';

export async function generateMetadata({ params }: PageProps<'/[locale]/partner/login/sent'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'PartnerCounter.login' });
  return { title: t('sentTitle'), robots: { index: false } };
}

/** After a sign-in link was asked for: the same page whether or not the address has an account. */
export default async function PartnerLinkSentPage({ params }: PageProps<'/[locale]/partner/login/sent'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('PartnerCounter.login');
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('sentTitle')}</h1>
      <p role="status" className="text-slate-700">
        {t('sent', { minutes: SIGN_IN_LINK_MINUTES })}
      </p>
    </div>
  );
}
