import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Counter } from '@/components/membership/counter';
import { OfflinePage } from '@/components/membership/offline-pages';
import { PartnerSignOut } from '@/components/membership/partner-sign-out';
import { Link } from '@/lib/i18n/navigation';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { getCounter } from '@/lib/membership/partners/partner-area';

export async function generateMetadata({ params }: PageProps<'/[locale]/partner'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'PartnerCounter' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The partner's counter page (docs/membership.md "Partners verify and redeem"): the signed-in partner user's
 * business only; verify a member card and redeem the offer, offline too.
 */
export default async function PartnerCounterPage({ params }: PageProps<'/[locale]/partner'>) {
  const locale = await resolvePageLocale(params);
  const data = await getCounter(locale);
  const t = await getTranslations('PartnerCounter');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold break-words">{t('heading', { partner: data.partnerName })}</h1>
        <PartnerSignOut locale={locale} />
      </div>
      <p className="text-sm break-all text-slate-600">
        {t('signedInAs', { email: data.email })} ·{' '}
        <Link href="/partner/ledger" className="underline">
          {t('ledgerLink')}
        </Link>
        {data.bookingDirect && (
          <>
            {' · '}
            <Link href="/partner/bookings" className="underline">
              {t('bookingsLink')}
            </Link>
          </>
        )}
        {data.manager && (
          <>
            {' · '}
            <Link href="/partner/listing" className="underline">
              {t('listingLink')}
            </Link>
          </>
        )}
      </p>
      <Counter data={data} />
      <OfflinePage />
    </div>
  );
}
