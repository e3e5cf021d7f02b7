import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LedgerTable } from '@/components/membership/ledger-table';
import { RefusedList } from '@/components/membership/refused-list';
import { formatterFor } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { LEDGER_PAGE_SIZE } from '@/lib/membership/partners/ledger';
import { ledgerQuerySchema, searchParamsObject } from '@/lib/membership/partners/ledger-filters';
import { getPartnerLedger } from '@/lib/membership/partners/partner-area';

export async function generateMetadata({ params }: PageProps<'/[locale]/partner/ledger'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'Ledger' });
  return { title: t('partnerTitle'), robots: { index: false } };
}

/**
 * The partner's own redemptions (docs/membership.md "The ledger"): filtered by Lisbon days, totals, CSV, then the
 * newest refused ones with the reason ("Refused redemptions"). Only the signed-in user's business, whatever the
 * address names.
 */
export default async function PartnerLedgerPage({ params, searchParams }: PageProps<'/[locale]/partner/ledger'>) {
  const locale = await resolvePageLocale(params);
  const { from, to, page } = ledgerQuerySchema.parse(searchParamsObject(await searchParams));
  const ledger = await getPartnerLedger(locale, { from, to }, page);
  const t = await getTranslations('Ledger');
  const tOffers = await getTranslations('MemberOffers');
  const query = new URLSearchParams({ locale, ...(from ? { from } : {}), ...(to ? { to } : {}) });
  const pages = Math.max(1, Math.ceil(ledger.count / LEDGER_PAGE_SIZE));
  const pageHref = (to_: number) => ({
    pathname: '/partner/ledger',
    query: { ...(from ? { from } : {}), ...(to ? { to } : {}), page: to_ },
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <p>
        <Link href="/partner" className="text-sm underline">
          {t('backToCounter')}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold break-words">{t('partnerHeading', { partner: ledger.partnerName })}</h1>
      <form role="search" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('from')}
          <input
            type="date"
            name="from"
            defaultValue={from ?? ''}
            className="rounded border border-slate-300 bg-white px-3 py-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('to')}
          <input
            type="date"
            name="to"
            defaultValue={to ?? ''}
            className="rounded border border-slate-300 bg-white px-3 py-2"
          />
        </label>
        <button type="submit" className="rounded border border-slate-300 bg-white px-3 py-2 font-medium">
          {t('filter')}
        </button>
        <a
          href={`/api/partner/ledger-csv?${query}`}
          className="rounded border border-slate-300 bg-white px-3 py-2 font-medium"
          download
        >
          {t('csv')}
        </a>
      </form>
      <LedgerTable
        rows={ledger.rows}
        totals={ledger}
        showPartner={false}
        t={t as never}
        format={formatterFor(locale)}
      />
      {pages > 1 && (
        <nav aria-label={t('pagination')} className="flex items-center gap-3 text-sm">
          {page > 1 && <Link href={pageHref(page - 1)}>{t('previous')}</Link>}
          <span>{t('page', { page, pages })}</span>
          {page < pages && <Link href={pageHref(page + 1)}>{t('next')}</Link>}
        </nav>
      )}
      <RefusedList
        rows={ledger.refused}
        showPartner={false}
        t={t as never}
        tOffers={tOffers as never}
        format={formatterFor(locale)}
      />
    </div>
  );
}
