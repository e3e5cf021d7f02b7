import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { bookingStatusOfToken } from '@/lib/directory/booking-status';
import { formatDayInWords } from '@/lib/i18n/format';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';

/** The page reads the request now: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/booking/[token]'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'BookingStatus' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * A booking request's status, by the signed link in the guest's e-mails (docs/membership.md "Booking requests to the
 * partner"): what was asked, and the partner's answer (accepted, another time proposed, declined) with its note.
 * A forged or unknown link is not found.
 */
export default async function BookingStatusPage({ params }: PageProps<'/[locale]/booking/[token]'>) {
  const locale = await resolvePageLocale(params);
  const status = await bookingStatusOfToken((await params).token);
  if (!status) notFound();
  const t = await getTranslations('BookingStatus');
  const day = (value: string | null) => (value ? formatDayInWords(value, locale) : t('noDate'));
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-semibold break-words">{t('heading', { partner: status.partnerName })}</h1>
      <p>{t('request', { name: status.name, date: day(status.preferredDate), people: status.partySize })}</p>
      <p
        data-testid="booking-state"
        role="status"
        className="rounded border-l-4 border-brand-700 bg-brand-50 p-3 font-medium"
      >
        {t(`states.${status.state}`, { partner: status.partnerName })}
      </p>
      {status.state === 'proposed' && (
        <p className="font-semibold">
          {t('proposed', { date: day(status.proposedDate), time: status.proposedTime ?? '' })}
        </p>
      )}
      {status.note && (
        <p className="break-words whitespace-pre-line">
          {t('note', { partner: status.partnerName, note: status.note })}
        </p>
      )}
    </div>
  );
}
