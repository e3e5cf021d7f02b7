import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingAnswers } from '@/components/directory/booking-answers';
import { Link } from '@/lib/i18n/navigation';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { getPartnerBookings } from '@/lib/directory/partner-queries';

export async function generateMetadata({ params }: PageProps<'/[locale]/partner/bookings'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'PartnerBookings' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Booking requests answered by the partner (docs/membership.md "Booking requests to the partner"): the signed-in
 * user's business only, newest first, each answered once (accept, propose another time, decline).
 */
export default async function PartnerBookingsPage({ params }: PageProps<'/[locale]/partner/bookings'>) {
  const locale = await resolvePageLocale(params);
  const data = await getPartnerBookings(locale);
  const t = await getTranslations('PartnerBookings');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold break-words">{t('heading', { partner: data.partnerName })}</h1>
      <p className="text-sm">
        <Link href="/partner" className="underline">
          {t('backToCounter')}
        </Link>
      </p>
      {!data.bookingDirect && <p className="text-sm text-slate-600">{t('throughCompany')}</p>}
      {data.bookings.length === 0 ? (
        <p className="text-sm text-slate-600">{t('none')}</p>
      ) : (
        <BookingAnswers locale={locale} bookings={data.bookings} />
      )}
    </div>
  );
}
