import * as z from '@/lib/validation/zod';
import { ORDER_STATUSES } from '@/lib/shop/orders/order-status-values';
import { decimalPoint } from '@/lib/validation/fields';
import { idSchema, wholeNumber } from '@/lib/validation/ids';
import { imageUrlSchema, MAX_PHOTOS } from '@/lib/media/schemas';

/*
 * The shop's staff validation (docs/decisions/04-backoffice.md): products, stock and orders, shared by the staff forms (react-hook-form) and the server actions. Messages are
 * keys of the `BackofficeValidation` messages, shown in the staff member's language (docs/decisions/12-staff-run-directory.md §7).
 */
const atMost = (max: number) => z.maxLength(max, 'tooLong');
// PostgreSQL text cannot hold a NUL character: refused here rather than failing the write.
const noNul = z.refine<string>((value) => !value.includes('\u0000'), 'storable');
const text = (max: number, required = true) =>
  required
    ? z.string().check(z.trim(), z.minLength(1, 'required'), atMost(max), noNul)
    : z._default(z.string().check(z.trim(), atMost(max), noNul), '');

/** A product as staff edit it (docs/spec.md §3 Product): texts in three languages, price in euros, stock, position. */
export const productSchema = z.object({
  nameEn: text(200),
  nameFr: text(200),
  namePt: text(200),
  descriptionEn: text(4000, false),
  descriptionFr: text(4000, false),
  descriptionPt: text(4000, false),
  categoryEn: text(100, false),
  categoryFr: text(100, false),
  categoryPt: text(100, false),
  price: z.string().check(z.trim(), decimalPoint(), z.regex(/^\d{1,8}(\.\d{1,2})?$/, 'price')),
  quantity: wholeNumber('wholeNumber').check(z.minimum(0, 'notNegative'), z.maximum(1_000_000, 'tooBig')),
  position: z.nullable(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => null),
      ),
      wholeNumber('wholeNumber').check(z.minimum(0, 'notNegative'), z.maximum(1_000_000, 'tooBig')),
    ]),
  ),
  enabled: z.boolean(),
  /** Image URLs in order (docs/decisions/12-staff-run-directory.md §3): files under public/ (`/products/salt.webp`) or uploads (`/media/{id}`). */
  images: z.array(imageUrlSchema).check(z.maxLength(MAX_PHOTOS, 'tooManyImages')),
});
export type ProductInput = z.input<typeof productSchema>;
/** The product row version the edit form was opened with (see updateProduct): a stale save is refused. */
export const productVersionSchema = wholeNumber().check(z.positive());
export type ProductData = z.output<typeof productSchema>;

/** Stock adjustment: a signed number of units to add (positive) or remove (negative). */
export const stockAdjustmentSchema = z.object({
  productId: idSchema,
  delta: wholeNumber('wholeNumber').check(
    z.minimum(-1_000_000, 'tooBig'),
    z.maximum(1_000_000, 'tooBig'),
    z.refine((n) => n !== 0, 'nonZero'),
  ),
});

export const orderStatusSchema = z.object({ orderId: idSchema, status: z.enum(ORDER_STATUSES) });

export const orderFiltersSchema = z.object({
  status: z.catch(z.optional(z.enum(ORDER_STATUSES)), undefined),
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(100))), undefined),
  page: z._default(z.catch(z.coerce.number<unknown>().check(z.int(), z.minimum(1), z.maximum(100_000)), 1), 1),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;
