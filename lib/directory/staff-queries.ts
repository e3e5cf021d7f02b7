import 'server-only';
import { prisma } from '@/lib/db';
import { staffRead } from '@/lib/staff/read-guard';
import type { PartnerFilters } from './partner-schemas';
import { getStaffPartner, getDirectorySettings, listStaffPartners } from './staff-partner-reads';
import { listStaffReviews } from './review-moderation';

/** The directory's staff reads (docs/decisions/12-staff-run-directory.md): partners, categories and towns, reviews. Each checks the staff session first (lib/staff/read-guard.ts). */
export const getReviews = staffRead(() => listStaffReviews(prisma));
export const getPartnersPage = staffRead((filters: PartnerFilters) => listStaffPartners(prisma, filters));
export const getPartnerForEdit = staffRead((id: number) => getStaffPartner(prisma, id));
export const getDirectorySettingsData = staffRead(() => getDirectorySettings(prisma));
