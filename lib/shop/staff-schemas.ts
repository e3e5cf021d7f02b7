import { differenceInCalendarDays, parseISO } from 'date-fns';
import * as z from '@/lib/validation/zod';
import { locales } from '@/lib/i18n/routing';
import { ORDER_STATUSES } from '@/lib/shop/order-status-values';
import { decimalPoint, isCalendarDay } from '@/lib/validation/fields';
import { imageUrlSchema, MAX_PHOTOS } from '@/lib/media/schemas';

/*
 * Backoffice validation (docs/decisions/04-backoffice.md), shared by the staff forms (react-hook-form) and the server actions. Messages are
 * keys of the `BackofficeValidation` messages, shown in the staff member's language (docs/decisions/12-staff-run-directory.md §7).
 */
const atMost = (max: number) => z.maxLength(max, 'tooLong');
// PostgreSQL text cannot hold a NUL character: refused here rather than failing the write.
const noNul = z.refine<string>((value) => !value.includes('\u0000'), 'storable');
const text = (max: number, required = true) =>
  required
    ? z.string().check(z.trim(), z.minLength(1, 'required'), atMost(max), noNul)
    : z._default(z.string().check(z.trim(), atMost(max), noNul), '');
/** A whole number from a form field (a string) or from code (a number). */
const wholeNumber = (message?: string) => z.coerce.number<string | number>().check(z.int(message));

/**
 * A staff account's e-mail address, one rule for the sign-in form, the server's sign-in and `npm run admin:create`
 * (README, "Run it"): something@somewhere without spaces, so the development account `admin@localhost` that
 * `npm run dev` prints signs in. It is an account name here, not a mailbox a message is sent to.
 */
export const STAFF_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const staffEmailSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'tooLong'), z.regex(STAFF_EMAIL_PATTERN, 'email'));

export const loginSchema = z.object({
  email: staffEmailSchema,
  password: z.string().check(z.minLength(1, 'required'), z.maxLength(1024, 'tooLong')),
});

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

export const idSchema = wholeNumber().check(z.positive());

/**
 * A record id in a staff URL (`/backoffice/orders/edit/12`): canonical digits only, so `1.0`, `01`, `1e0`, `+1` or
 * `%2E` are not found rather than read as 1 (docs/decisions/11-staff-security.md §1). At most 2147483647 (an integer column).
 */
export const routeIdSchema = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)),
  z.pipe(
    z.transform((value: string) => Number(value)),
    z.number().check(z.maximum(2_147_483_647)),
  ),
);

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

/** The longest analytics or export range, in days (docs/decisions/11-staff-security.md §8). */
export const MAX_RANGE_DAYS = 366;

const day = z.string().check(z.refine(isCalendarDay, 'calendarDate'));
/** A date range for analytics and the CSV export: two real Lisbon calendar days, from <= to, at most 366 days. */
export const dateRangeSchema = z.object({ from: day, to: day }).check(
  z.refine((range) => range.from <= range.to, 'rangeOrder'),
  z.refine(
    (range) => differenceInCalendarDays(parseISO(range.to), parseISO(range.from)) < MAX_RANGE_DAYS,
    'rangeTooLong',
  ),
);

/** Filters of the Activity page (docs/decisions/11-staff-security.md §5), from its GET form: each falls back to "any" when unreadable. */
export const activityFiltersSchema = z.object({
  adminId: z.catch(z.optional(z.pipe(z.string(), routeIdSchema)), undefined),
  action: z.catch(z.optional(z.string().check(z.trim(), z.regex(/^[a-z0-9.-]{1,60}$/))), undefined),
  from: z.catch(z.optional(day), undefined),
  to: z.catch(z.optional(day), undefined),
  page: z._default(z.catch(z.coerce.number<unknown>().check(z.int(), z.minimum(1), z.maximum(100_000)), 1), 1),
});
export type ActivityFilters = z.output<typeof activityFiltersSchema>;

/** A staff member's backoffice language (docs/decisions/12-staff-run-directory.md §7). */
export const staffLanguageSchema = z.object({ locale: z.enum(locales, 'language') });
