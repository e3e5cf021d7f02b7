import 'server-only';
import { prisma } from '@/lib/db';
import { staffReadIn } from '@/lib/staff/read-guard';
import type { ActivityFilters } from '@/lib/staff/activity/filters';
import { listActivity } from './activity/reads';

/** The staff's own reads: the activity log (docs/decisions/04-backoffice.md, docs/activity.md). Each checks the staff session first (lib/staff/read-guard.ts). */
export const getActivity = staffReadIn((locale, filters: ActivityFilters) => listActivity(prisma, filters, locale));
