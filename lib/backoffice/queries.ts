import 'server-only';
import { prisma } from '@/lib/db';
import type { OrderFilters } from '@/lib/validation/backoffice';
import { analyticsFor, type DateRange } from './analytics';
import { dashboardStats } from './dashboard';
import { getAdminOrder, listOrders } from './order-queries';
import { getAdminProduct, listAdminProducts } from './product-queries';
import { listAdminReviews } from './reviews';

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
