import * as z from '@/lib/validation/zod';
import { jsonIdSchema } from '@/lib/validation/ids';

/** Events the insights script and the server record besides page views (docs/decisions/16-insights.md §1). */
export const insightEventNames = [
  'pageview',
  'booking-request',
  'external-booking-click',
  'offer-view',
  'add-to-cart',
  'order-placed',
] as const;
export type InsightEventName = (typeof insightEventNames)[number];
/** What a browser may send: the server alone records booking requests and placed orders (recordServerEvent). */
const browserEventNames = [
  'pageview',
  'external-booking-click',
  'offer-view',
  'add-to-cart',
] as const satisfies readonly InsightEventName[];

/**
 * Body of POST /api/insights (public/insights/script.js): `n` event name, `p` path (query stripped by the
 * script), `r` document.referrer (page views only), `w` viewport width in CSS pixels, `id` the partner's or
 * product's database id for events. Short keys: the script stays a few hundred bytes.
 */
export const beaconSchema = z.object({
  n: z.enum(browserEventNames),
  p: z.string().check(z.minLength(1), z.maxLength(500), z.startsWith('/')),
  r: z.optional(z.string().check(z.maxLength(1000))),
  w: z.optional(z.int().check(z.minimum(0), z.maximum(100_000))),
  id: z.optional(jsonIdSchema),
});
/** A beacon as recorded: a browser's, or one the server records itself (any event name). */
export type Beacon = Omit<z.infer<typeof beaconSchema>, 'n'> & { n: InsightEventName };
