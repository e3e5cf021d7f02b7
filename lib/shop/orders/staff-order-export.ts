import 'server-only';
import { recordActivity } from '@/lib/staff/activity/log';
import { requestAddress } from '@/lib/staff/activity/request';
import { requireStaff } from '@/lib/staff/auth/require-staff';
import { prisma } from '@/lib/db';
import type { CsvFile } from '@/lib/http/csv-export';
import { ordersCsv, type DateRange } from '@/lib/shop/staff-sales';

/**
 * The orders CSV of a range of Lisbon days (docs/decisions/04-backoffice.md §9), for the signed-in staff member only and
 * in their language (lib/shop/staff-sales.ts ordersCsv); every export is recorded in the activity log as
 * `orders.export` (docs/decisions/11-staff-security.md §5).
 * @throws UnauthorizedError without a live staff session.
 */
export async function exportOrdersCsv(range: DateRange): Promise<CsvFile> {
  const admin = await requireStaff();
  const csv = await ordersCsv(prisma, range, admin.locale);
  await recordActivity(prisma, {
    adminId: admin.id,
    action: 'orders.export',
    target: `${range.from}..${range.to}`,
    address: await requestAddress(),
  });
  return csv;
}
