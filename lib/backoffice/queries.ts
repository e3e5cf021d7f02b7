import 'server-only';
import { prisma } from '@/lib/db';
import type { OrderFilters } from '@/lib/validation/backoffice';
import { analyticsFor, type DateRange } from './analytics';
import { dashboardStats } from './dashboard';
import { getAdminOrder, listOrders } from './order-queries';
import { getAdminProduct, listAdminProducts } from './product-queries';
import { listAdminReviews } from './reviews';
import { countNewInbox, listInbox } from '@/lib/inbox/inbox';
import { getOutboxEmail, listOutboxEmails } from '@/lib/mail/outbox';

/*
 * Staff reads for the backoffice pages (uncached: staff must see current stock and orders). The protected layout
 * has already called requireAdmin; these never run for the public.
 */
export const getDashboard = () => dashboardStats(prisma);
export const getAdminProducts = (search?: string) => listAdminProducts(prisma, search);
export const getProductForEdit = (id: number) => getAdminProduct(prisma, id);
export const getOrdersPage = (filters: OrderFilters) => listOrders(prisma, filters);
export const getOrderForEdit = (id: number) => getAdminOrder(prisma, id);
export const getReviews = () => listAdminReviews(prisma);
export const getAnalytics = (range: DateRange) => analyticsFor(prisma, range);
export const getInbox = (status?: 'new' | 'handled') => listInbox(prisma, { status });
export const getNewInboxCount = async () => Object.values(await countNewInbox(prisma)).reduce((sum, count) => sum + count, 0);
export const getOutboxPage = (page: number, orderId?: number) => listOutboxEmails(prisma, { take: 50, skip: (page - 1) * 50, orderId });
export const getOutboxPreview = (id: number) => getOutboxEmail(prisma, id);
