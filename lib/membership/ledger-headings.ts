import type { Translator } from '@/lib/i18n/translator';

/** The ledger CSV's column headings in `t`'s language (lib/membership/ledger.ts ledgerCsv). */
export function ledgerHeadings(t: Translator): [string, string, string, string, string] {
  return [t('Ledger.redeemedAt'), t('Ledger.partner'), t('Ledger.guest'), t('Ledger.partySize'), t('Ledger.bill')];
}
