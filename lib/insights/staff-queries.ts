import 'server-only';
import { prisma } from '@/lib/db';
import { staffRead } from '@/lib/staff/read-guard';
import type { DateRange } from '@/lib/time';
import { insightsOverview } from './overview';
import { partnerInsights } from './partner-report';

/** The insights' staff reads (docs/insights.md). Each checks the staff session first (lib/staff/read-guard.ts). */
export const getInsights = staffRead((range: DateRange) => insightsOverview(prisma, range));
export const getPartnerInsights = staffRead((partnerId: number, month: string) =>
  partnerInsights(prisma, partnerId, month),
);
