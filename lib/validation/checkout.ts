import * as z from './zod';
import { locales } from '@/lib/i18n/routing';
import { MAX_LINE_QUANTITY } from '@/lib/shop/limits';
import { lastPickupDate, lisbonToday, pickupLocations, pickupTimes } from '@/lib/shop/pickup';

/**
 * Checkout validation (SPEC §3 Checkout form fields, §5), shared by the form (react-hook-form) and the
 * placeOrder server action. Error messages are keys of the `Validation` messages, translated where shown.
 */
export const required = (max = 120) => z.string().trim().min(1, 'required').max(max, 'tooLong');

export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,18}[0-9]$/;
export const CARD_NUMBER_PATTERN = /^[0-9]{13,19}$/;
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/[0-9]{2}$/;
export const CVV_PATTERN = /^[0-9]{3,4}$/;

/** Credit card is shown but not yet accepted (SPEC §5: "coming soon"). */
export const CARD_PAYMENTS_ENABLED = false;

/** Card fields, validated only once card payment is enabled. */
export const cardDetailsSchema = z.object({
  cardNumber: z.string().transform((value) => value.replace(/[\s-]/g, '')).pipe(z.string().regex(CARD_NUMBER_PATTERN, 'cardNumber')),
  expiry: z.string().trim().regex(EXPIRY_PATTERN, 'expiry'),
  cvv: z.string().trim().regex(CVV_PATTERN, 'cvv'),
  cardholderName: required(),
});

export const checkoutFormSchema = z
  .object({
    firstName: required(),
    lastName: required(),
    email: required(254).pipe(z.email('email')),
    phone: required(30).regex(PHONE_PATTERN, 'phone'),
    address: required(200),
    city: required(),
    postalCode: required(20),
    country: required(),
    pickupLocation: z.enum(pickupLocations, 'required'),
    pickupDate: required(10)
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'required')
      .refine((date) => date >= lisbonToday(), 'pickupDatePast')
      .refine((date) => date <= lastPickupDate(), 'pickupDateTooFar'),
    pickupTime: z.enum(pickupTimes as [string, ...string[]], 'required'),
    paymentMethod: z.enum(['cash', 'card'], 'required'),
  })
  .strict()
  .refine((form) => CARD_PAYMENTS_ENABLED || form.paymentMethod === 'cash', {
    path: ['paymentMethod'],
    message: 'cardComingSoon',
  });
export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;


export const orderLineSchema = z
  .object({
    productId: z.number().int().positive(),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  })
  .strict();

/** What the browser sends to place an order: the form, the cart lines (ids and quantities only) and a key. */
export const placeOrderSchema = z
  .object({
    form: checkoutFormSchema,
    items: z.array(orderLineSchema).min(1, 'emptyCart').max(50),
    idempotencyKey: z.uuid(),
    locale: z.enum(locales),
  })
  .strict();
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;
