import * as z from '@/lib/validation/zod';
import { isCalendarDay, required } from '@/lib/validation/fields';

/** Euros: a number or a numeric string, 0 to 1,000,000. */
const amount = z.coerce
  .number<number | string>('number')
  .check(z.nonnegative('number'), z.maximum(1_000_000, 'number'));

/**
 * Body of the e-mail endpoints (docs/spec.md §7: orderNumber, customerName, customerEmail, status, totalAmount, items of
 * name, quantity and price, pickupLocation, pickupDate, pickupTime). Amounts are euros. Error messages are short
 * codes for machine clients (most are also keys of the `Validation` messages).
 */
export const emailApiBodySchema = z.object({
  orderNumber: z.string().check(z.trim(), z.regex(/^CD[0-9A-Z]{4,30}$/, 'orderNumber')),
  customerName: required(240),
  customerEmail: z.email('email').check(z.maxLength(254, 'tooLong')),
  status: z.enum(['pending', 'confirmed', 'shipped', 'cancelled'], 'option'),
  totalAmount: amount,
  items: z
    .array(
      z.object({
        name: required(240),
        quantity: z.number('number').check(z.int('number'), z.minimum(1, 'number'), z.maximum(999, 'number')),
        price: amount,
      }),
      'required',
    )
    .check(z.minLength(1, 'required'), z.maxLength(100, 'tooLong')),
  pickupLocation: required(200),
  pickupDate: z.string().check(z.refine(isCalendarDay, 'date')),
  pickupTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time')),
});
export type EmailApiBody = z.infer<typeof emailApiBodySchema>;
