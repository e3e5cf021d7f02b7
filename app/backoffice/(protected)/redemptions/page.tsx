import type { Metadata } from 'next';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { DateRangeForm, filterFieldClass, filterLabelClass } from '@/components/backoffice/date-range-form';
import { LedgerTable } from '@/components/membership/ledger-table';
import { RefusedList } from '@/components/membership/refused-list';
import { LEDGER_PAGE_SIZE } from '@/lib/membership/partners/ledger';
import { ledgerQuerySchema, searchParamsObject } from '@/lib/membership/partners/ledger-filters';
import { getStaffLedger } from '@/lib/membership/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { StaffPagination } from '@/components/backoffice/pagination';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('Ledger'))('title') };
}

/**
 * /backoffice/redemptions — the redemption ledger of every partner (docs/membership.md "The ledger"): filter by
 * partner and Lisbon days, totals, pages of 100, and the CSV of what the filters select; below, the partner's (or
 * every partner's) newest refused redemptions with the reason (docs/membership.md "Refused redemptions").
 */
export default async function RedemptionsPage({ searchParams }: PageProps<'/backoffice/redemptions'>) {
  const { partnerId, from, to, page } = ledgerQuerySchema.parse(searchParamsObject(await searchParams));
  const filters = { partnerId, from, to };
  const [ledger, t, tOffers, format] = await Promise.all([
    getStaffLedger(filters, page),
    getStaffTranslations('Ledger'),
    getStaffTranslations('MemberOffers'),
    getStaffFormatter(),
  ]);
  const query = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      ...(partnerId ? { partnerId: String(partnerId) } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...extra,
    }).toString();
  const pages = Math.max(1, Math.ceil(ledger.count / LEDGER_PAGE_SIZE));
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <DateRangeForm
        from={from}
        to={to}
        labels={{ from: t('from'), to: t('to'), submit: t('filter') }}
        actions={
          <a
            href={`/api/backoffice/redemptions-csv?${query()}`}
            className={`${secondaryButtonClass} inline-block`}
            download
          >
            {t('csv')}
          </a>
        }
      >
        <label className={filterLabelClass}>
          {t('partner')}
          <select name="partnerId" defaultValue={partnerId ?? ''} className={filterFieldClass}>
            <option value="">{t('allPartners')}</option>
            {ledger.partners.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
          </select>
        </label>
      </DateRangeForm>
      <LedgerTable rows={ledger.rows} totals={ledger} showPartner t={t as never} format={format} />
      <StaffPagination
        page={page}
        pages={pages}
        href={(to) => `/backoffice/redemptions?${query({ page: String(to) })}`}
        t={t}
      />
      <RefusedList rows={ledger.refused} showPartner t={t as never} tOffers={tOffers as never} format={format} />
    </div>
  );
}
