import { fromZonedTime } from 'date-fns-tz';
import { createEvent } from 'ics';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { SHOP_TIME_ZONE } from './pickup';
import { pickupAddress } from './pickup-places';

/** How long a pickup appointment lasts in the guest's calendar, in minutes (one pickup slot). */
export const PICKUP_EVENT_MINUTES = 30;

/** What the calendar event needs of an order; date "YYYY-MM-DD" and time "HH:MM" are Europe/Lisbon. */
export type OrderCalendarInput = { orderNumber: string; pickupLocation: string; pickupDate: string; pickupTime: string };

/**
 * The pickup as an iCalendar file (RFC 5545 text, made by the `ics` library; issue 13 §5): a 30-minute event at
 * the pickup date and time in Europe/Lisbon (written as the UTC instant, so every calendar shows the right local
 * time), titled with the order number, with the location's name and street address, in the guest's language.
 * @throws Error when `ics` refuses the event (an impossible date or time).
 */
export function orderCalendarFile(order: OrderCalendarInput, locale: Locale): string {
  const t = translatorFor(locale);
  const start = fromZonedTime(`${order.pickupDate}T${order.pickupTime}:00`, SHOP_TIME_ZONE);
  const name = t.has(`PickupLocations.${order.pickupLocation}` as never) ? t(`PickupLocations.${order.pickupLocation}` as never) : order.pickupLocation;
  const address = pickupAddress(order.pickupLocation);
  const { error, value } = createEvent({
    uid: `${order.orderNumber}@pickup`,
    productId: 'algarve-rewards/pickup',
    method: 'PUBLISH',
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: PICKUP_EVENT_MINUTES },
    title: t('OrderCalendar.title', { orderNumber: order.orderNumber }),
    description: t('OrderCalendar.description', { orderNumber: order.orderNumber }),
    location: address ? `${name}, ${address}` : name,
  });
  if (error || !value) throw new Error(`Calendar event refused: ${error?.message ?? 'no output'}`);
  return value;
}

/** File name of an order's calendar file, e.g. "pickup-CD123.ics". */
export function orderCalendarFileName(orderNumber: string): string {
  return `pickup-${orderNumber}.ics`;
}
