import * as z from './zod';

/**
 * Body of the e-mail endpoints (SPEC §7: orderNumber, customerName, customerEmail, status, totalAmount, items of
 * name, quantity and price, pickupLocation, pickupDate, pickupTime). Amounts are euros. Error messages are short
 * codes for machine clients (most are also keys of the `Validation` messages).
 */
export const emailApiBodySchema = z
  .object({
    orderNumber: z.string().trim().regex(/^CD[0-9A-Z]{4,30}$/, 'orderNumber'),
    customerName: z.string().trim().min(1, 'required').max(240, 'tooLong'),
    customerEmail: z.email('email').max(254, 'tooLong'),
    status: z.enum(['pending', 'confirmed', 'shipped', 'cancelled'], 'option'),
    totalAmount: z.coerce.number<number | string>('number').nonnegative('number').max(1_000_000, 'number'),
    items: z
      .array(
        z.object({
          name: z.string().trim().min(1, 'required').max(240, 'tooLong'),
          quantity: z.number('number').int('number').min(1, 'number').max(999, 'number'),
          price: z.coerce.number<number | string>('number').nonnegative('number').max(1_000_000, 'number'),
        }),
        'required',
      )
      .min(1, 'required')
      .max(100, 'tooLong'),
    pickupLocation: z.string().trim().min(1, 'required').max(200, 'tooLong'),
    pickupDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date'),
    pickupTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time'),
  });
export type EmailApiBody = z.infer<typeof emailApiBodySchema>;
