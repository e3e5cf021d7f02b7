import type { Metadata } from 'next';
import Link from 'next/link';
import { InboxStatusButton } from '@/components/inbox/staff/inbox-status-button';
import { PartnershipRequestControls } from '@/components/directory/staff/partnership-request-controls';
import { bookingState } from '@/lib/directory/booking-status';
import { getInbox } from '@/lib/inbox/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { calendarDay, DATE_TIME, DAY_IN_WORDS } from '@/lib/i18n/format';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeInbox'))('title') };
}

const filters = ['all', 'new', 'handled'] as const;

/**
 * /backoffice/inbox — contact messages, partnership and booking requests, newest first; a booking
 * request shows its preferred day and party size.
 */
export default async function InboxPage({ searchParams }: PageProps<'/backoffice/inbox'>) {
  const requested = (await searchParams).status;
  const status = requested === 'new' || requested === 'handled' ? requested : undefined;
  const entries = await getInbox(status);
  const [t, format] = await Promise.all([getStaffTranslations('BackofficeInbox'), getStaffFormatter()]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <nav aria-label={t('filterLabel')} className="flex gap-2 text-sm">
        {filters.map((value) => {
          const current = (status ?? 'all') === value;
          return (
            <Link
              key={value}
              href={value === 'all' ? '/backoffice/inbox' : `/backoffice/inbox?status=${value}`}
              aria-current={current ? 'page' : undefined}
              className="rounded border border-slate-300 px-3 py-1 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {t(`filters.${value}`)}
            </Link>
          );
        })}
      </nav>
      {entries.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li
              key={`${entry.kind}-${entry.id}`}
              className={`rounded border border-slate-200 p-4 ${entry.status === 'new' ? 'bg-white' : 'bg-slate-100'}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  <span className="mr-2 rounded bg-slate-200 px-2 py-0.5 text-xs">{t(`kinds.${entry.kind}`)}</span>
                  {entry.title}
                  {entry.status === 'new' && (
                    <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                      {t('newBadge')}
                    </span>
                  )}
                </p>
                {entry.partnership ? (
                  <PartnershipRequestControls
                    id={entry.id}
                    business={entry.title}
                    status={entry.partnership.status}
                    partnerId={entry.partnership.partnerId}
                  />
                ) : (
                  <InboxStatusButton kind={entry.kind} id={entry.id} status={entry.status} from={entry.name} />
                )}
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {entry.name} ·{' '}
                <a className="underline" href={`mailto:${entry.email}`}>
                  {entry.email}
                </a>
                {entry.phone && ` · ${entry.phone}`} · {entry.locale.toUpperCase()} ·{' '}
                {format.dateTime(entry.createdAt, DATE_TIME)}
              </p>
              {entry.booking && (
                <p className="mt-1 text-sm font-medium">
                  {entry.booking.preferredDate
                    ? t('preferredDate', {
                        date: format.dateTime(calendarDay(entry.booking.preferredDate), DAY_IN_WORDS),
                      })
                    : t('noPreferredDate')}
                  {' · '}
                  {t('partySize', { count: entry.booking.partySize })}
                </p>
              )}
              {entry.booking?.direct && (
                <p className="mt-1 text-sm" data-testid="booking-answer">
                  {t(`bookingStates.${bookingState(entry.booking)}`)}
                  {entry.booking.note && ` · ${entry.booking.note}`}
                </p>
              )}
              <p className="mt-2 whitespace-pre-line">{entry.message}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
