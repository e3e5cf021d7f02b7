import * as z from '@/lib/validation/zod';
import { jsonIdSchema } from '@/lib/validation/ids';
import { locales } from '@/lib/i18n/routing';
import { MAX_LINE_QUANTITY } from '@/lib/shop/cart/limits';
import { lastPickupDate } from '@/lib/shop/pickup/pickup';
import { lisbonToday } from '@/lib/time';
import { calendarDay, emailAddress, optionalText, phoneNumber, required } from '@/lib/validation/fields';

/**
 * Checkout validation (docs/spec.md §3 Checkout form fields, §5), shared by the form (react-hook-form) and the
 * placeOrder server action. Error messages are keys of the `Validation` messages, translated where shown.
 */
export const CARD_NUMBER_PATTERN = /^[0-9]{13,19}$/;
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/[0-9]{2}$/;
export const CVV_PATTERN = /^[0-9]{3,4}$/;

/** Credit card is shown but not yet accepted (docs/spec.md §5: "coming soon"). */
export const CARD_PAYMENTS_ENABLED = false;

/** Card fields, validated only once card payment is enabled. */
export const cardDetailsSchema = z.object({
  cardNumber: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.replace(/[\s-]/g, '')),
    ),
    z.string().check(z.regex(CARD_NUMBER_PATTERN, 'cardNumber')),
  ),
  expiry: z.string().check(z.trim(), z.regex(EXPIRY_PATTERN, 'expiry')),
  cvv: z.string().check(z.trim(), z.regex(CVV_PATTERN, 'cvv')),
  cardholderName: required(),
});

/** A pickup slot's start, "HH:MM" (Lisbon); which starts a place offers is checked against the database. */
export const PICKUP_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * Pickup needs only who collects and how to reach them (docs/decisions/13-pickup-order-journey.md §2): first and last name, e-mail and phone are
 * required; the billing details (address, city, postal code, country) are optional and stored as '' when left out.
 * The pickup slot is checked here for its form only; the place's hours, notice and capacity are checked when the
 * order is stored (reservePickupSlot in lib/shop/pickup/pickup-places.ts), and the checkout offers only free slots.
 */
export const checkoutFormSchema = z
  .strictObject({
    firstName: required(),
    lastName: required(),
    email: emailAddress(),
    phone: phoneNumber(),
    address: optionalText(200),
    city: optionalText(),
    postalCode: optionalText(20),
    country: optionalText(),
    pickupLocation: required(60),
    pickupDate: calendarDay().check(
      z.refine((date) => date >= lisbonToday(), 'pickupDatePast'),
      z.refine((date) => date <= lastPickupDate(), 'pickupDateTooFar'),
    ),
    pickupTime: required(5).check(z.regex(PICKUP_TIME_PATTERN, 'required')),
    paymentMethod: z.enum(['cash', 'card'], 'required'),
  })
  .check(
    z.refine((form) => CARD_PAYMENTS_ENABLED || form.paymentMethod === 'cash', {
      path: ['paymentMethod'],
      message: 'cardComingSoon',
    }),
  );
export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;

export const orderLineSchema = z.strictObject({
  productId: jsonIdSchema,
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
