import Link from 'next/link';
import { CardControls } from '@/components/membership/staff/member-card-forms';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { StaffPagination } from '@/components/backoffice/pagination';
import { calendarDay, DAY } from '@/lib/i18n/format';
import { CARDS_PAGE_SIZE, listCards } from '@/lib/membership/cards/cards';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { getMemberCards } from '@/lib/membership/staff-queries';

const pageOf = (value: unknown) => Math.max(1, Math.min(10_000, Number.parseInt(String(value ?? '1'), 10) || 1));

/**
 * The backoffice's list of member cards of one kind (docs/membership.md): a search by name, e-mail or property, 50
 * a page, and per card its stay (an owner's card: its renewal date), its controls, a link to the card and to its
 * front-desk page (/backoffice/members/{id}). `path` is the page's own address; `params` its search parameters.
 */
export async function MemberCardList({
  kind,
  path,
  params,
}: {
  kind: NonNullable<Parameters<typeof listCards>[1]>['kind'];
  path: string;
  params: Record<string, string | string[] | undefined>;
}) {
  const query = typeof params.q === 'string' ? params.q.trim().slice(0, 120) : '';
  const page = pageOf(params.page);
  const [{ total, cards }, t, tOwners, format] = await Promise.all([
    getMemberCards(query, page, kind),
    getStaffTranslations('BackofficeMembers'),
    getStaffTranslations('BackofficeOwners'),
    getStaffFormatter(),
  ]);
  const pages = Math.max(1, Math.ceil(total / CARDS_PAGE_SIZE));
  const href = (to: number) => `${path}?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(to) })}`;
  const day = (value: string) => format.dateTime(calendarDay(value), DAY);
  const owner = kind === 'owner';
  return (
    <section aria-labelledby="cards-title" className="flex flex-col gap-3">
      <h2 id="cards-title" className="text-lg font-semibold">
        {(owner ? tOwners : t)('listTitle', { count: total })}
      </h2>
      <form role="search" className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
          {(owner ? tOwners : t)('search')}
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
        <p className="text-slate-600">{query ? t('noMatch') : (owner ? tOwners : t)('none')}</p>
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
                {owner
                  ? tOwners('term', { from: day(card.arrival), to: day(card.departure), count: card.partySize })
                  : t('stay', { from: day(card.arrival), to: day(card.departure), count: card.partySize })}
                {card.property && ` · ${card.property}`} · {t('redemptions', { count: card.redemptions })}
              </p>
              <p className="text-sm">
                <Link href={`/backoffice/members/${card.id}`} className="text-brand-700 underline">
                  {t('frontDesk')}
                </Link>
              </p>
              <CardControls
                id={card.id}
                name={card.guestName}
                departure={card.departure}
                revoked={card.revoked}
                owner={owner}
              />
            </li>
          ))}
        </ul>
      )}
      <StaffPagination page={page} pages={pages} href={href} t={t} />
    </section>
  );
}
