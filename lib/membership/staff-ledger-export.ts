import 'server-only';
import { prisma } from '@/lib/db';
import { recordActivity } from '@/lib/staff/activity/log';
import { requestAddress } from '@/lib/staff/activity/request';
import { requireStaff } from '@/lib/staff/auth/require-staff';
import { translatorFor } from '@/lib/i18n/translator';
import { ledgerCsv, readLedger, type LedgerFilters } from './ledger';
import { ledgerHeadings } from './ledger-headings';

/**
 * The redemption ledger as CSV for the signed-in staff member, headings in their language (docs/membership.md "The
 * ledger"); every export is in the activity log as `redemptions.export`.
 * @throws UnauthorizedError without a live staff session.
 */
export async function exportStaffLedgerCsv(filters: LedgerFilters): Promise<string> {
  const admin = await requireStaff();
  const { rows } = await readLedger(prisma, filters, 0);
  await recordActivity(prisma, {
    adminId: admin.id,
    action: 'redemptions.export',
    target: filters.partnerId ? `partner:${filters.partnerId}` : `${filters.from ?? ''}..${filters.to ?? ''}`,
    address: await requestAddress(),
  });
  return ledgerCsv(rows, ledgerHeadings(translatorFor(admin.locale)));
}
