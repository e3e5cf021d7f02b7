import { DATE_TIME, EUROS, type LocaleFormatter } from '@/lib/i18n/format';
import { ScrollBox } from '@/components/ui/scroll-box';
import type { LedgerRow } from '@/lib/membership/partners/ledger';
import { STICKY_NAME_COLUMN } from '@/lib/ui/sticky-column';

/** A translator of the `Ledger` messages (server-side, staff or partner language). */
type LedgerT = (key: string, values?: Record<string, string | number>) => string;

/**
 * The redemption ledger as a table that scrolls sideways on a phone (docs/membership.md "The ledger"), with its
 * totals above: redemptions, people, bills before discount. `showPartner` for staff, who see every partner.
 */
export function LedgerTable({
  rows,
  totals,
  showPartner,
  t,
  format,
}: {
  rows: LedgerRow[];
  totals: { count: number; people: number; billCents: number };
  showPartner: boolean;
  t: LedgerT;
  format: LocaleFormatter;
}) {
  const euros = (cents: number) => format.number(cents / 100, EUROS);
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm text-slate-800">
        {t('totals', { count: totals.count, people: totals.people, bills: euros(totals.billCents) })}
      </p>
      {rows.length === 0 ? (
        <p className="text-slate-600">{t('none')}</p>
      ) : (
        <ScrollBox label={t('caption')} className="rounded border border-slate-200 bg-white">
          <table className={`w-full min-w-[32rem] text-left text-sm ${STICKY_NAME_COLUMN[1]}`}>
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('redeemedAt')}
                </th>
                {showPartner && (
                  <th scope="col" className="px-3 py-2">
                    {t('partner')}
                  </th>
                )}
                <th scope="col" className="px-3 py-2">
                  {t('guest')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('partySize')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('bill')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200">
                  <td className="px-3 py-2 whitespace-nowrap">{format.dateTime(row.redeemedAt, DATE_TIME)}</td>
                  {showPartner && <td className="px-3 py-2">{row.partnerName}</td>}
                  <td className="px-3 py-2">{row.guest ?? t('anonymized')}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.partySize}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {row.billCents === null ? '—' : euros(row.billCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </div>
  );
}
