import { DATE_TIME, EUROS, type LocaleFormatter } from '@/lib/i18n/format';
import { ruleBreakSentences } from '@/lib/membership/partners/offer-words';
import type { RefusedRow } from '@/lib/membership/partners/refused-redemptions';

/** A translator (server-side, staff or partner language). */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The refused redemptions (docs/membership.md "Refused redemptions"), newest first, each with why in words: the
 * card's or the moment's reason, or the offer rules it broke. A list, not a table, so it fits a phone.
 * `t` reads the `Ledger` messages, `tOffers` the `MemberOffers` ones; `showPartner` for staff.
 */
export function RefusedList({
  rows,
  showPartner,
  t,
  tOffers,
  format,
}: {
  rows: RefusedRow[];
  showPartner: boolean;
  t: Translate;
  tOffers: Translate;
  format: LocaleFormatter;
}) {
  return (
    <section aria-labelledby="refused-title" className="flex flex-col gap-2">
      <h2 id="refused-title" className="text-lg font-semibold">
        {t('refused.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('refused.intro')}</p>
      {rows.length === 0 ? (
        <p className="text-slate-600">{t('refused.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="refused-redemptions">
          {rows.map((row) => (
            <li key={row.id} className="rounded border border-slate-200 bg-white p-3 text-sm break-words">
              <p className="font-medium">
                {showPartner && `${row.partnerName} · `}
                {row.guest ?? t('anonymized')} · {t('refused.people', { count: row.partySize })}
                {row.billCents !== null && ` · ${format.number(row.billCents / 100, EUROS)}`}
              </p>
              <p className="text-red-800">
                {row.reason === 'rules'
                  ? ruleBreakSentences(row.rules, tOffers as never).join(' ')
                  : t(`refused.reasons.${row.reason}`)}
              </p>
              <p className="text-slate-600">
                {t('refused.times', {
                  read: format.dateTime(row.readAt, DATE_TIME),
                  redeemed: format.dateTime(row.redeemedAt, DATE_TIME),
                  refused: format.dateTime(row.refusedAt, DATE_TIME),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
