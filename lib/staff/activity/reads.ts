import { addDays, format, parseISO } from 'date-fns';
import type { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/db';
import { lisbonDayStart } from '@/lib/time';
import type { ActivityFilters } from '@/lib/staff/activity/filters';
import type { Locale } from '@/lib/i18n/routing';
import { activityTargetNames } from './targets';

export const ACTIVITY_PAGE_SIZE = 50;

/** One activity entry as the Activity page shows it: `targetName` reads for people (lib/staff/activity/targets.ts). */
export type ActivityRow = {
  id: string;
  createdAt: Date;
  staff: string | null;
  action: string;
  target: string | null;
  targetName: string | null;
  address: string | null;
  /** The stored facts (a stock delta, a new status), for the sentence that describes the entry. */
  detail: Record<string, unknown> | null;
};

/**
 * One page of the staff activity log, newest first (docs/decisions/11-staff-security.md §5), filtered by staff member, action (an exact name
 * such as `product.update`, or a prefix such as `auth` for every `auth.*` event) and Lisbon calendar days `from`
 * and `to` (both included). Also returns the staff accounts and the action names seen, for the filter controls.
 * Targets are named for people in `locale` (activityTargetNames). Callers check the staff session
 * (lib/staff/staff-queries.ts getActivity).
 */
export async function listActivity(db: Db, filters: ActivityFilters, locale: Locale) {
  const createdAt: Prisma.DateTimeFilter = {};
  if (filters.from) createdAt.gte = lisbonDayStart(filters.from);
  if (filters.to) createdAt.lt = lisbonDayStart(format(addDays(parseISO(filters.to), 1), 'yyyy-MM-dd'));
  const where: Prisma.StaffActivityWhereInput = {
    ...(filters.adminId ? { adminId: filters.adminId } : {}),
    ...(filters.action ? { OR: [{ action: filters.action }, { action: { startsWith: `${filters.action}.` } }] } : {}),
    ...(filters.from || filters.to ? { createdAt } : {}),
  };
  const [total, rows, staff, actions] = await Promise.all([
    db.staffActivity.count({ where }),
    db.staffActivity.findMany({
      where,
      include: { admin: { select: { email: true } }, partnerUser: { select: { email: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (filters.page - 1) * ACTIVITY_PAGE_SIZE,
      take: ACTIVITY_PAGE_SIZE,
    }),
    db.adminUser.findMany({ select: { id: true, email: true }, orderBy: { email: 'asc' } }),
    db.staffActivity.findMany({ distinct: ['action'], select: { action: true }, orderBy: { action: 'asc' } }),
  ]);
  const names = await activityTargetNames(
    db,
    rows.map((row) => row.target),
    locale,
  );
  const entries: ActivityRow[] = rows.map((row) => ({
    id: String(row.id),
    createdAt: row.createdAt,
    // A partner manager's change to its own page names the partner user.
    staff:
      row.admin?.email ??
      row.partnerUser?.email ??
      (typeof (row.detail as { by?: unknown } | null)?.by === 'string' ? (row.detail as { by: string }).by : null),
    action: row.action,
    target: row.target,
    targetName: row.target === null ? null : (names.get(row.target) ?? row.target),
    address: row.address,
    detail:
      row.detail !== null && typeof row.detail === 'object' && !Array.isArray(row.detail)
        ? (row.detail as Record<string, unknown>)
        : null,
  }));
  return {
    entries,
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE)),
    staff,
    actions: actions.map((row) => row.action),
  };
}
