import * as z from '@/lib/validation/zod';

/** The largest id an integer column holds (PostgreSQL `integer`); a larger id is refused, never sent to the database. */
const MAX_RECORD_ID = 2_147_483_647;

/** A whole number from a form field (a string) or from code (a number); `message` when it has a fraction. */
export const wholeNumber = (message?: string) => z.coerce.number<string | number>().check(z.int(message));

/** A record id posted by a form or passed by code: a positive whole number, at most {@link MAX_RECORD_ID}. */
export const idSchema = wholeNumber().check(z.positive(), z.maximum(MAX_RECORD_ID));

/** A record id in a JSON body (a number, never a string): positive, at most {@link MAX_RECORD_ID}. */
export const jsonIdSchema = z.int().check(z.positive(), z.maximum(MAX_RECORD_ID));

/**
 * A record id in a staff URL (`/backoffice/orders/edit/12`): canonical digits only, so `1.0`, `01`, `1e0`, `+1` or
 * `%2E` are not found rather than read as 1 (docs/decisions/11-staff-security.md §1). At most {@link MAX_RECORD_ID}.
 */
export const routeIdSchema = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)),
  z.pipe(
    z.transform((value: string) => Number(value)),
    z.number().check(z.maximum(MAX_RECORD_ID)),
  ),
);
