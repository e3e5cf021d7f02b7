import { locales } from '@/lib/i18n/routing';
import * as z from '@/lib/validation/zod';

/**
 * Body of POST /api/order-receipt (docs/spec.md §4 Order creation: Order Complete's details only for the ordering browser):
 * the signed receipt the placeOrder action returned ("ORDERNUMBER.signature", base64url HMAC-SHA256) and the
 * guest's language for the answer's message.
 */
export const orderReceiptBodySchema = z.object({
  receipt: z.string().check(z.regex(/^CD[0-9A-Z]{8,30}\.[A-Za-z0-9_-]{43}$/, 'receipt')),
  locale: z.optional(z.enum(locales)),
});
