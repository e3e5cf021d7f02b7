import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { prisma } from '@/lib/db';
import { LOGIN_PATH } from '@/lib/auth/config';
import { getAdmin, type AdminIdentity } from '@/lib/auth/require-admin';
import type { ActivityFilters, OrderFilters } from '@/lib/validation/backoffice';
import type { Locale } from '@/lib/i18n/routing';
import type { PartnerFilters } from '@/lib/validation/partners';
import { listActivity } from '@/lib/activity/queries';
import { analyticsFor, type DateRange } from './analytics';
import { dashboardStats } from './dashboard';
import { getAdminOrder, listOrders } from './order-queries';
import { listUpcomingPickups } from './pickups';
import { getAdminPartner, getDirectorySettings, listAdminPartners } from './partner-queries';
import { listPickupSettings } from './pickup-settings';
import { getAdminProduct, listAdminProducts } from './product-queries';
import { listAdminReviews } from './reviews';
import { listInbox } from '@/lib/inbox/inbox';
import { getOutboxEmail, listOutboxEmails } from '@/lib/mail/outbox';
import { insightsOverview } from '@/lib/insights/overview';
import { partnerInsights } from '@/lib/insights/partner-report';

/**
 * The data access layer's check (docs/decisions/11-staff-security.md §1): the staff member behind this request, read once per render. Without
 * a live staff session (none, expired, revoked, disabled account) no staff read runs: the request is sent to the
 * sign-in page instead, whether it is a document, an RSC request or a prefetch. The layout's own check only
 * redirects; Next renders a layout and its page in parallel, so the page's reads must not rely on it.
 */
export const currentStaff = cache(async (): Promise<AdminIdentity> => {
  const admin = await getAdmin();
  if (!admin) redirect(LOGIN_PATH);
  return admin;
});

/** Runs a staff read after currentStaff(), in the staff member's language (product names and categories in it). */
function staffReadIn<A extends unknown[], T>(read: (locale: Locale, ...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => read((await currentStaff()).locale, ...args);
}

/** Runs a staff read after currentStaff(). */
function staffRead<A extends unknown[], T>(read: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    await currentStaff();
    return read(...args);
  };
}

/*
 * Staff reads for the backoffice pages (uncached: staff must see current stock and orders). Each checks the
 * session itself (staffRead), so no page, RSC payload or prefetch can reach staff data without one.
 */
export const getDashboard = staffReadIn((locale) => dashboardStats(prisma, locale));
export const getAdminProducts = staffReadIn((locale, search?: string) => listAdminProducts(prisma, locale, search));
export const getProductForEdit = staffReadIn((locale, id: number) => getAdminProduct(prisma, id, locale));
export const getOrdersPage = staffReadIn((locale, filters: OrderFilters) => listOrders(prisma, filters, locale));
export const getOrderForEdit = staffReadIn((locale, id: number) => getAdminOrder(prisma, id, locale));
export const getReviews = staffRead(() => listAdminReviews(prisma));
export const getAnalytics = staffRead((range: DateRange) => analyticsFor(prisma, range));
export const getInbox = staffRead((status?: 'new' | 'handled') => listInbox(prisma, { status }));
export const getOutboxPage = staffRead((page: number, orderId?: number) => listOutboxEmails(prisma, { take: 50, skip: (page - 1) * 50, orderId }));
export const getOutboxPreview = staffRead((id: number) => getOutboxEmail(prisma, id));
export const getActivity = staffReadIn((locale, filters: ActivityFilters) => listActivity(prisma, filters, locale));
export const getUpcomingPickups = staffReadIn((locale) => listUpcomingPickups(prisma, locale));
export const getPartnersPage = staffRead((filters: PartnerFilters) => listAdminPartners(prisma, filters));
export const getPartnerForEdit = staffRead((id: number) => getAdminPartner(prisma, id));
export const getDirectorySettingsData = staffRead(() => getDirectorySettings(prisma));
export const getPickupSettings = async () => listPickupSettings(prisma, (await currentStaff()).locale);
export const getInsights = staffRead((range: DateRange) => insightsOverview(prisma, range));
export const getPartnerInsights = staffRead((partnerId: number, month: string) => partnerInsights(prisma, partnerId, month));
