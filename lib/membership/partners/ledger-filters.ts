import { isCalendarDay } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';
import { idSchema } from '@/lib/validation/ids';

/**
 * The ledger's filters from a GET form or a CSV link (docs/membership.md "The ledger"): a partner id, Lisbon days
 * from and to, and the page. Each falls back to "any" when unreadable; `partnerId` is only read from staff URLs.
 */
export const ledgerQuerySchema = z.object({
  partnerId: z.catch(z.optional(idSchema), undefined),
  from: z.catch(z.optional(z.string().check(z.refine(isCalendarDay))), undefined),
  to: z.catch(z.optional(z.string().check(z.refine(isCalendarDay))), undefined),
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

/** A query string from plain search params (the first of repeated values), for ledgerQuerySchema. */
export function searchParamsObject(params: Record<string, string | string[] | undefined> | URLSearchParams) {
  if (params instanceof URLSearchParams) return Object.fromEntries(params);
  return Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, Array.isArray(value) ? value[0] : value]],
    ),
  );
}
