import type { Metadata } from 'next';
import { StaffSection } from '@/components/backoffice/staff-section';
import { AddFeedForm, FeedControls } from '@/components/membership/staff/booking-feed-forms';
import { DATE_TIME } from '@/lib/i18n/format';
import { isLocale } from '@/lib/i18n/routing';
import { feedErrorWords } from '@/lib/membership/stays/booking-feed-read';
import { getBookingFeeds } from '@/lib/membership/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeFeeds'))('title') };
}

/**
 * /backoffice/feeds — the booking feeds (docs/membership.md "Booking feeds"): add one, and per feed its last read,
 * its last good read, the last read's error in words and what the last good read found; read it now, change its
 * grace period, remove it.
 */
export default async function FeedsPage() {
  const [feeds, t, tLanguages, format] = await Promise.all([
    getBookingFeeds(),
    getStaffTranslations('BackofficeFeeds'),
    getStaffTranslations('BackofficeLanguages'),
    getStaffFormatter(),
  ]);
  const when = (date: Date | null) => (date ? format.dateTime(date, DATE_TIME) : t('never'));
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <StaffSection id="add-feed-title" title={t('addTitle')}>
        <AddFeedForm />
      </StaffSection>
      <section aria-labelledby="feeds-title" className="flex flex-col gap-3">
        <h2 id="feeds-title" className="text-lg font-semibold">
          {t('listTitle', { count: feeds.length })}
        </h2>
        {feeds.length === 0 ? (
          <p className="text-slate-600">{t('none')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {feeds.map((feed) => {
              const error = feed.lastError ? feedErrorWords(feed.lastError) : null;
              return (
                <li key={feed.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
                  <h3 className="font-medium break-words">{feed.property}</h3>
                  <p className="text-sm break-all text-slate-700">{feed.url}</p>
                  <p className="text-sm text-slate-700">
                    {t('language', { language: isLocale(feed.locale) ? tLanguages(feed.locale) : feed.locale })} ·{' '}
                    {t('lastRead', { when: when(feed.lastReadAt) })} ·{' '}
                    {t('lastGoodRead', { when: when(feed.lastGoodReadAt) })}
                  </p>
                  {error && (
                    <p className="rounded bg-red-50 px-2 py-1 text-sm text-red-900">
                      {t('error', { message: t(`errors.${error.key}` as 'errors.http', { status: error.status }) })}
                    </p>
                  )}
                  <p className="text-sm text-slate-700">
                    {t('counts', { read: feed.readCount, noEmail: feed.noEmailCount, invalid: feed.invalidCount })} ·{' '}
                    {t('cards', { count: feed.cards })}
                  </p>
                  <FeedControls id={feed.id} property={feed.property} graceHours={feed.graceHours} />
                </li>
              );
            })}
          </ul>
        )}
        <p className="text-sm text-slate-600">{t('removeHint')}</p>
      </section>
    </div>
  );
}
