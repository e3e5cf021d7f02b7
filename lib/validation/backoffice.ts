import * as z from './zod';
import { ORDER_STATUSES } from '@/lib/shop/order-status-values';

/*
 * Backoffice validation (issue 4), shared by the staff forms (react-hook-form) and the server actions. The
 * backoffice is English-only, so messages are plain English.
 */
const text = (max: number, required = true) =>
  required ? z.string().trim().min(1, 'This field is required').max(max, `At most ${max} characters`) : z.string().trim().max(max, `At most ${max} characters`).default('');

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'This field is required').max(254).pipe(z.email('Please enter a valid email')),
  password: z.string().min(1, 'This field is required').max(1024),
});

/** A product as staff edit it (SPEC §3 Product): texts in three languages, price in euros, stock, position. */
export const productSchema = z.object({
  nameEn: text(200), nameFr: text(200), namePt: text(200),
  descriptionEn: text(4000, false), descriptionFr: text(4000, false), descriptionPt: text(4000, false),
  categoryEn: text(100, false), categoryFr: text(100, false), categoryPt: text(100, false),
  price: z.string().trim().regex(/^\d{1,8}(\.\d{1,2})?$/, 'A price in euros, e.g. 12.50'),
  quantity: z.coerce.number<string | number>().int('A whole number').min(0, 'Cannot be negative').max(1_000_000),
  position: z.union([z.literal('').transform(() => null), z.coerce.number<string | number>().int('A whole number').min(0).max(1_000_000)]).nullable(),
  enabled: z.boolean(),
  /** File names under public/products/, one per line in the form. */
  images: z.string().max(2000).transform((value) => value.split(/\s*[\n,]\s*/).map((name) => name.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif)$/i, 'Image file names like salt.jpg')).max(20)),
});
export type ProductInput = z.input<typeof productSchema>;
export type ProductData = z.output<typeof productSchema>;

export const idSchema = z.coerce.number<string | number>().int().positive();

/** Stock adjustment: a signed number of units to add (positive) or remove (negative). */
export const stockAdjustmentSchema = z.object({
  productId: idSchema,
  delta: z.coerce.number<string | number>().int('A whole number').min(-1_000_000).max(1_000_000).refine((n) => n !== 0, 'Enter a non-zero amount'),
});

export const orderStatusSchema = z.object({ orderId: idSchema, status: z.enum(ORDER_STATUSES) });

export const orderFiltersSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number<unknown>().int().min(1).max(100_000).catch(1).default(1),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;

/** A date range for analytics: two Lisbon calendar days, from <= to, at most about two years apart. */
export const dateRangeSchema = z
  .object({ from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
  .refine((range) => range.from <= range.to, 'The start must not be after the end');
