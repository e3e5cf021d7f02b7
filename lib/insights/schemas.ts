import * as z from '@/lib/validation/zod';
import { idSchema } from '@/lib/validation/ids';

/** A calendar month, "YYYY-MM" (2000-2099). */
export const monthSchema = z.string().check(z.regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM'));

/** The per-partner report settings form (docs/decisions/16-insights.md §4): reports on or off, and their language. */
export const partnerReportSettingsSchema = z.object({
  partnerId: idSchema,
  enabled: z.enum(['on', 'off']),
  locale: z.enum(['en', 'fr', 'pt']),
});

/** "Send again" and the previews: which partner, which month. */
export const partnerReportMonthSchema = z.object({ partnerId: idSchema, month: monthSchema });
