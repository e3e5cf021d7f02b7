import * as z from './zod';

/** Events the insights script and the server record besides page views (issue 16 §1). */
export const insightEventNames = ['pageview', 'booking-request', 'external-booking-click', 'offer-view', 'add-to-cart', 'order-placed'] as const;
export type InsightEventName = (typeof insightEventNames)[number];

/**
 * Body of POST /api/insights (public/insights/script.js): `n` event name, `p` path (query stripped by the
 * script), `r` document.referrer (page views only), `w` viewport width in CSS pixels, `id` the partner's or
 * product's database id for events. Short keys: the script stays a few hundred bytes.
 */
export const beaconSchema = z.object({
  n: z.enum(insightEventNames),
  p: z.string().check(z.minLength(1), z.maxLength(500), z.startsWith('/')),
  r: z.optional(z.string().check(z.maxLength(1000))),
  w: z.optional(z.int().check(z.minimum(0), z.maximum(100_000))),
  id: z.optional(z.int().check(z.minimum(1), z.maximum(2_147_483_647))),
});
export type Beacon = z.infer<typeof beaconSchema>;
