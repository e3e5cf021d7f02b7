import * as z from '@/lib/validation/zod';

/** A whole number from a form field (a string) or from code (a number); `message` when it has a fraction. */
export const wholeNumber = (message?: string) => z.coerce.number<string | number>().check(z.int(message));

/** A record id posted by a form or passed by code: a positive whole number. */
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
