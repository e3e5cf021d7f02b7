import * as z from './zod';
import { locales } from '@/lib/i18n/routing';
import { MAX_LINE_QUANTITY } from '@/lib/shop/limits';
import { isPickupDayOpen, isPickupLocation, lastPickupDate, lisbonToday, openPickupTimes, pickupLocations, pickupTimes } from '@/lib/shop/pickup';
import { calendarDay, emailAddress, isCalendarDay, phoneNumber, required } from './fields';

/**
 * Checkout validation (SPEC §3 Checkout form fields, §5), shared by the form (react-hook-form) and the
 * placeOrder server action. Error messages are keys of the `Validation` messages, translated where shown.
 */
export const CARD_NUMBER_PATTERN = /^[0-9]{13,19}$/;
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/[0-9]{2}$/;
export const CVV_PATTERN = /^[0-9]{3,4}$/;

/** Credit card is shown but not yet accepted (SPEC §5: "coming soon"). */
export const CARD_PAYMENTS_ENABLED = false;

/** Card fields, validated only once card payment is enabled. */
export const cardDetailsSchema = z.object({
  cardNumber: z.pipe(
    z.pipe(z.string(), z.transform((value: string) => value.replace(/[\s-]/g, ''))),
    z.string().check(z.regex(CARD_NUMBER_PATTERN, 'cardNumber')),
  ),
  expiry: z.string().check(z.trim(), z.regex(EXPIRY_PATTERN, 'expiry')),
  cvv: z.string().check(z.trim(), z.regex(CVV_PATTERN, 'cvv')),
  cardholderName: required(),
});

/** Whether the pickup fields are well-formed enough to check against the opening hours (their own checks report the rest). */
function pickupCheckable(form: { pickupLocation: string; pickupDate: string }) {
  return isPickupLocation(form.pickupLocation) && isCalendarDay(form.pickupDate);
}

export const checkoutFormSchema = z
  .strictObject({
    firstName: required(),
    lastName: required(),
    email: emailAddress(),
    phone: phoneNumber(),
    address: required(200),
    city: required(),
    postalCode: required(20),
    country: required(),
    pickupLocation: z.enum(pickupLocations, 'required'),
    pickupDate: calendarDay().check(
      z.refine((date) => date >= lisbonToday(), 'pickupDatePast'),
      z.refine((date) => date <= lastPickupDate(), 'pickupDateTooFar'),
    ),
    pickupTime: z.enum(pickupTimes as [string, ...string[]], 'required'),
    paymentMethod: z.enum(['cash', 'card'], 'required'),
  })
  .check(
    z.refine((form) => CARD_PAYMENTS_ENABLED || form.paymentMethod === 'cash', {
      path: ['paymentMethod'],
      message: 'cardComingSoon',
    }),
    // The pickup location must be open then (issue 11 §8; hours in lib/shop/pickup.ts).
    z.refine((form) => !pickupCheckable(form) || isPickupDayOpen(form.pickupLocation, form.pickupDate), {
      path: ['pickupDate'],
      message: 'pickupDayClosed',
    }),
    z.refine(
      (form) =>
        !pickupCheckable(form) ||
        !isPickupDayOpen(form.pickupLocation, form.pickupDate) ||
        openPickupTimes(form.pickupLocation, form.pickupDate).includes(form.pickupTime),
      { path: ['pickupTime'], message: 'pickupTimeClosed' },
    ),
  );
export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;

export const orderLineSchema = z.strictObject({
  productId: z.number().check(z.int(), z.positive()),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
});

/** What the browser sends to place an order: the form, the cart lines (ids and quantities only) and a key. */
export const placeOrderSchema = z.strictObject({
  form: checkoutFormSchema,
  items: z.array(orderLineSchema).check(z.minLength(1, 'emptyCart'), z.maxLength(50)),
  idempotencyKey: z.uuid(),
  locale: z.enum(locales),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;
