import * as z from '@/lib/validation/zod';
import { calendarDate } from '@/lib/validation/date-range';
import { routeIdSchema } from '@/lib/validation/ids';

/** Filters of the Activity page (docs/decisions/11-staff-security.md §5), from its GET form: each falls back to "any" when unreadable. */
export const activityFiltersSchema = z.object({
  adminId: z.catch(z.optional(z.pipe(z.string(), routeIdSchema)), undefined),
  action: z.catch(z.optional(z.string().check(z.trim(), z.regex(/^[a-z0-9.-]{1,60}$/))), undefined),
  from: z.catch(z.optional(calendarDate), undefined),
  to: z.catch(z.optional(calendarDate), undefined),
  page: z._default(z.catch(z.coerce.number<unknown>().check(z.int(), z.minimum(1), z.maximum(100_000)), 1), 1),
});
export type ActivityFilters = z.output<typeof activityFiltersSchema>;
