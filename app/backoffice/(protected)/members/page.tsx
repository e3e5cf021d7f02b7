import type { Metadata } from 'next';
import { CardControls, IssueCardForm } from '@/components/backoffice/member-card-forms';
import { StayImportForm } from '@/components/backoffice/stay-import-form';
import { secondaryButtonClass } from '@/components/backoffice/field';
import { calendarDay, DAY } from '@/lib/i18n/format';
import { isLocale } from '@/lib/i18n/routing';
import { cardUrl } from '@/lib/membership/card-link';
import { getMemberCards } from '@/lib/membership/staff-queries';
import { CARDS_PAGE_SIZE } from '@/lib/membership/cards';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { StaffPagination } from '@/components/backoffice/pagination';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeMembers'))('title') };
}

const pageOf = (value: unknown) => Math.max(1, Math.min(10_000, Number.parseInt(String(value ?? '1'), 10) || 1));

/**
 * /backoffice/members — member cards (docs/membership.md "Membership for a stay"): issue one, find cards by guest,
 * e-mail or property, and per card e-mail it again, extend the stay, revoke or restore it, or open it.
 */
export default async function MembersPage({ searchParams }: PageProps<'/backoffice/members'>) {
  const params = await searchParams;
  const query = typeof params.q === 'string' ? params.q.trim().slice(0, 120) : '';
  const page = pageOf(params.page);
  const [{ total, cards }, t, format] = await Promise.all([
    getMemberCards(query, page),
    getStaffTranslations('BackofficeMembers'),
    getStaffFormatter(),
  ]);
  const pages = Math.max(1, Math.ceil(total / CARDS_PAGE_SIZE));
  const href = (to: number) =>
    `/backoffice/members?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(to) })}`;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <section
        aria-labelledby="issue-card-title"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="issue-card-title" className="text-lg font-semibold">
          {t('issueTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('issueIntro')}</p>
        <IssueCardForm />
      </section>
      <section
        aria-labelledby="import-title"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="import-title" className="text-lg font-semibold">
          {t('import.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('import.intro')}</p>
        <StayImportForm />
      </section>
      <section aria-labelledby="cards-title" className="flex flex-col gap-3">
        <h2 id="cards-title" className="text-lg font-semibold">
          {t('listTitle', { count: total })}
        </h2>
        <form role="search" className="flex flex-wrap items-end gap-2">
          <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
            {t('search')}
            <input
              name="q"
              type="search"
              defaultValue={query}
              className="rounded border border-slate-300 bg-white px-3 py-2"
            />
          </label>
          <button type="submit" className={secondaryButtonClass}>
            {t('find')}
          </button>
        </form>
        {cards.length === 0 ? (
          <p className="text-slate-600">{query ? t('noMatch') : t('none')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {cards.map((card) => (
              <li key={card.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium break-words">
                    {card.guestName} <span className="text-sm font-normal text-slate-600 break-all">{card.email}</span>
                  </p>
                  {card.revoked && (
                    <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-medium text-red-900">
                      {t('revokedBadge')}
                    </span>
                  )}
                </div>
                <p className="text-sm text-slate-700">
                  {t('stay', {
                    from: format.dateTime(calendarDay(card.arrival), DAY),
                    to: format.dateTime(calendarDay(card.departure), DAY),
                    count: card.partySize,
                  })}
                  {card.property && ` · ${card.property}`} · {t('redemptions', { count: card.redemptions })}
                </p>
                <p className="text-sm">
                  <a
                    href={cardUrl(card.id, isLocale(card.locale) ? card.locale : 'en')}
                    className="text-brand-700 underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('openCard')}
                  </a>
                </p>
                <CardControls id={card.id} name={card.guestName} departure={card.departure} revoked={card.revoked} />
              </li>
            ))}
          </ul>
        )}
        <StaffPagination page={page} pages={pages} href={href} t={t} />
      </section>
    </div>
  );
}
