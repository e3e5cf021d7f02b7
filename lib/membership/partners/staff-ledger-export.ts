import 'server-only';
import { prisma } from '@/lib/db';
import { recordActivity } from '@/lib/staff/activity/log';
import { requestAddress } from '@/lib/staff/activity/request';
import { requireStaff } from '@/lib/staff/auth/require-staff';
import type { CsvFile } from '@/lib/http/csv-export';
import { readLedger, type LedgerFilters } from './ledger';
import { ledgerCsv } from './ledger-csv';

/**
 * The redemption ledger as a CSV file in the signed-in staff member's language (docs/membership.md "The ledger",
 * lib/membership/partners/ledger-csv.ts); every export is in the activity log as `redemptions.export`.
 * @throws UnauthorizedError without a live staff session.
 */
export async function exportStaffLedgerCsv(filters: LedgerFilters): Promise<CsvFile> {
  const admin = await requireStaff();
  const { rows } = await readLedger(prisma, filters, 0);
  await recordActivity(prisma, {
    adminId: admin.id,
    action: 'redemptions.export',
    target: filters.partnerId ? `partner:${filters.partnerId}` : `${filters.from ?? ''}..${filters.to ?? ''}`,
    address: await requestAddress(),
  });
  return ledgerCsv(rows, admin.locale);
}
