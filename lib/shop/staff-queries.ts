import 'server-only';
import { prisma } from '@/lib/db';
import { currentAdmin, staffRead, staffReadIn } from '@/lib/staff/read-guard';
import { dashboardStats } from './staff-dashboard';
import { analyticsFor, type DateRange } from './staff-sales';
import type { OrderFilters } from './staff-schemas';
import { getStaffOrder, listOrders } from './orders/staff-order-reads';
import { listUpcomingPickups } from './pickup/upcoming-pickups';
import { listPickupSettings } from './pickup/pickup-settings';
import { getStaffProduct, listStaffProducts } from './products/staff-product-reads';

/** The shop's staff reads (docs/decisions/04-backoffice.md, docs/decisions/13-pickup-order-journey.md §3, §6): the dashboard, sales, products, orders, pickups, pickup settings. Each checks the staff session first (lib/staff/read-guard.ts). */
export const getStaffProducts = staffReadIn((locale, search?: string) => listStaffProducts(prisma, locale, search));
export const getProductForEdit = staffReadIn((locale, id: number) => getStaffProduct(prisma, id, locale));
export const getOrdersPage = staffReadIn((locale, filters: OrderFilters) => listOrders(prisma, filters, locale));
export const getOrderForEdit = staffReadIn((locale, id: number) => getStaffOrder(prisma, id, locale));
export const getUpcomingPickups = staffReadIn((locale) => listUpcomingPickups(prisma, locale));
export const getPickupSettings = async () => listPickupSettings(prisma, (await currentAdmin()).locale);
export const getDashboard = staffReadIn((locale) => dashboardStats(prisma, locale));
export const getAnalytics = staffRead((range: DateRange) => analyticsFor(prisma, range));
