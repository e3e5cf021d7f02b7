import { addDays, format, parseISO } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';
import type { OrderStatus } from '@/generated/prisma/client';
import type { Db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { localItemName } from '@/lib/shop/products/products';
import { lisbonToday, SHOP_TIME_ZONE } from '@/lib/time';
import { pickupTimeRange } from '@/lib/shop/pickup/pickup-slots';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One pickup on the staff's day list (docs/decisions/13-pickup-order-journey.md §6). `pickupDate` "YYYY-MM-DD" and `pickupTime` "HH:MM", Lisbon. */
export type UpcomingPickup = {
  id: number;
  orderNumber: string;
  customerName: string;
  customerPhone: string;
  status: OrderStatus;
  pickupLocation: string;
  pickupDate: string;
  pickupTime: string;
  /** The slot as staff read it, "10:00–10:30" (the start alone for orders placed before pickup slots). */
  slot: string;
  items: { name: string; quantity: number }[];
  /** Still pending with the pickup less than 24 hours away: staff should confirm or call. */
  late: boolean;
};

/**
 * Today's and tomorrow's pickups (Lisbon days), by date then time, for the staff's phone screen (docs/decisions/13-pickup-order-journey.md §6).
 * Cancelled orders are left out: nobody comes for them. Items are named in `locale` (the staff member's
 * language; the English name the item kept once its product is deleted).
 * @param now the current instant; injectable for tests.
 * @returns `{ today, tomorrow, pickups }`, the two dates as "YYYY-MM-DD".
 */
export async function listUpcomingPickups(db: Db, locale: Locale, now: Date = new Date()) {
  const today = lisbonToday(now);
  const tomorrow = format(addDays(parseISO(today), 1), 'yyyy-MM-dd');
  const orders = await db.order.findMany({
    where: {
      pickupDate: { gte: new Date(`${today}T00:00:00Z`), lte: new Date(`${tomorrow}T00:00:00Z`) },
      status: { not: 'cancelled' },
    },
    orderBy: [{ pickupDate: 'asc' }, { pickupTime: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      orderNumber: true,
      customerName: true,
      customerPhone: true,
      status: true,
      pickupLocation: true,
      pickupDate: true,
      pickupTime: true,
      pickupMinutes: true,
      items: {
        orderBy: { id: 'asc' },
        select: {
          productName: true,
          quantity: true,
          product: { select: { nameEn: true, nameFr: true, namePt: true } },
        },
      },
    },
  });
  const pickups: UpcomingPickup[] = orders.map((order) => {
    const pickupDate = order.pickupDate.toISOString().slice(0, 10);
    const pickupAt = fromZonedTime(`${pickupDate}T${order.pickupTime}:00`, SHOP_TIME_ZONE).getTime();
    return {
      ...order,
      pickupDate,
      slot: pickupTimeRange(pickupDate, order.pickupTime, order.pickupMinutes),
      items: order.items.map((item) => ({ name: localItemName(item, locale), quantity: item.quantity })),
      late: order.status === 'pending' && pickupAt - now.getTime() < DAY_MS,
    };
  });
  return { today, tomorrow, pickups };
}
