import { formatInTimeZone } from 'date-fns-tz';
import { csvFile, type CsvFile } from '@/lib/http/csv-export';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { SHOP_TIME_ZONE } from '@/lib/time';
import type { LedgerRow } from './ledger';

/**
 * The ledger as the reader's spreadsheet opens it (docs/membership.md "The ledger", docs/formats.md "Exports"): file
 * name and headings in `locale`; redeemed at (Lisbon, "YYYY-MM-DD HH:MM"), partner, guest's first name (empty once
 * the card was deleted), party size, bill before discount in euros with two decimals ("84,50" in pt and fr, "84.50"
 * in en; empty where the partner typed none).
 */
export function ledgerCsv(rows: LedgerRow[], locale: Locale): CsvFile {
  const t = translatorFor(locale);
  return csvFile(
    locale,
    t('Ledger.fileName'),
    [
      { heading: t('Ledger.redeemedAt') },
      { heading: t('Ledger.partner') },
      { heading: t('Ledger.guest') },
      { heading: t('Ledger.partySize') },
      { heading: t('Ledger.billInEuros'), decimals: 2 },
    ],
    rows.map((row) => [
      formatInTimeZone(row.redeemedAt, SHOP_TIME_ZONE, 'yyyy-MM-dd HH:mm'),
      row.partnerName,
      row.guest,
      row.partySize,
      row.billCents === null ? null : row.billCents / 100,
    ]),
  );
}
