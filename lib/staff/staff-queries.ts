import 'server-only';
import { prisma } from '@/lib/db';
import { staffRead, staffReadIn } from '@/lib/staff/read-guard';
import type { ActivityFilters } from '@/lib/staff/activity/filters';
import { listActivity } from './activity/reads';
import { analyticsFor, type DateRange } from './analytics';
import { dashboardStats } from './dashboard';

/** The staff's own reads: dashboard, sales analytics, activity log (docs/decisions/04-backoffice.md, docs/activity.md). Each checks the staff session first (lib/staff/read-guard.ts). */
export const getDashboard = staffReadIn((locale) => dashboardStats(prisma, locale));
export const getAnalytics = staffRead((range: DateRange) => analyticsFor(prisma, range));
export const getActivity = staffReadIn((locale, filters: ActivityFilters) => listActivity(prisma, filters, locale));
