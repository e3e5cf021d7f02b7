import type { Db } from '@/lib/db';
import type { MonthFigures } from '@/lib/mail/templates';
import { partnerMonths } from './partner-figures';

/** What the per-partner Insights page shows (docs/decisions/16-insights.md §3): twelve months ending with `month`, and the report's state. */
export type PartnerInsights = {
  partner: {
    id: number;
    name: string;
    email: string;
    categorySlug: string;
    number: number;
    reportEnabled: boolean;
    reportLocale: string;
  };
  /** Oldest first; the last is `month`. */
  months: MonthFigures[];
  current: MonthFigures;
  previous: MonthFigures;
  /** Monthly reports sent, newest first. */
  runs: { month: string; sentCount: number; updatedAt: Date }[];
};

/**
 * One partner's insights for the twelve months ending with `month` ("YYYY-MM"), with its report settings and the
 * reports already sent; null when the partner does not exist. Staff authorization is the caller's (staffRead).
 */
export async function partnerInsights(db: Db, partnerId: number, month: string): Promise<PartnerInsights | null> {
  const partner = await db.partner.findUnique({
    where: { id: partnerId },
    select: {
      id: true,
      name: true,
      email: true,
      categorySlug: true,
      number: true,
      reportEnabled: true,
      reportLocale: true,
    },
  });
  if (!partner) return null;
  const [months, runs] = await Promise.all([
    partnerMonths(db, partnerId, month, 12),
    db.partnerReportRun.findMany({
      where: { partnerId },
      orderBy: { month: 'desc' },
      take: 24,
      select: { month: true, sentCount: true, updatedAt: true },
    }),
  ]);
  return {
    partner,
    months,
    current: months[months.length - 1],
    previous: months[months.length - 2],
    runs: runs.map((run) => ({ ...run, month: run.month.toISOString().slice(0, 7) })),
  };
}
