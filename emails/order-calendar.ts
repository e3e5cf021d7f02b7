import { fromZonedTime } from 'date-fns-tz';
import { createEvent } from 'ics';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { pickupPlaceLine } from '@/lib/shop/pickup/pickup';
import { SHOP_TIME_ZONE } from '@/lib/time';

/** How long the pickup of an order placed before pickup slots lasts in the guest's calendar, in minutes. */
const LEGACY_PICKUP_MINUTES = 30;

/**
 * What the calendar event needs of an order; date "YYYY-MM-DD" and time "HH:MM" are Europe/Lisbon, the slot's
 * length in minutes (null or absent on orders placed before pickup slots), the place's street address if known.
 */
export type OrderCalendarInput = {
  orderNumber: string;
  pickupLocation: string;
  pickupDate: string;
  pickupTime: string;
  pickupMinutes?: number | null;
  pickupAddress?: string | null;
};

/**
 * The pickup as an iCalendar file (RFC 5545 text, made by the `ics` library; docs/decisions/13-pickup-order-journey.md §5): an event as long as the
 * order's pickup slot (30 minutes for older orders) at the pickup date and time in Europe/Lisbon (written as the UTC instant, so every calendar shows the right local
 * time), titled with the order number, with the location's name and street address, in the guest's language.
 * @throws Error when `ics` refuses the event (an impossible date or time).
 */
export function orderCalendarFile(order: OrderCalendarInput, locale: Locale): string {
  const t = translatorFor(locale);
  const start = fromZonedTime(`${order.pickupDate}T${order.pickupTime}:00`, SHOP_TIME_ZONE);
  const { error, value } = createEvent({
    uid: `${order.orderNumber}@pickup`,
    productId: 'algarve-rewards/pickup',
    method: 'PUBLISH',
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: order.pickupMinutes ?? LEGACY_PICKUP_MINUTES },
    title: t('OrderCalendar.title', { orderNumber: order.orderNumber }),
    description: t('OrderCalendar.description', { orderNumber: order.orderNumber }),
    location: pickupPlaceLine(t, order.pickupLocation, order.pickupAddress),
  });
  if (error || !value) throw new Error(`Calendar event refused: ${error?.message ?? 'no output'}`);
  return value;
}

/** File name of an order's calendar file, e.g. "pickup-CD123.ics". */
export function orderCalendarFileName(orderNumber: string): string {
  return `pickup-${orderNumber}.ics`;
}
