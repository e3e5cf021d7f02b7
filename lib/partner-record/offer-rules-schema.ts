import { weekdays } from '@/lib/opening-hours/hours';
import * as z from '@/lib/validation/zod';
import type { OfferRules } from './offer-rules';

/** partners.offer_rules as stored (docs/membership.md "Offer rules"): the shape of OfferRules, counts 1 to 99. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const count = z.int().check(z.minimum(1), z.maximum(99));

export const offerRulesSchema: z.ZodMiniType<OfferRules> = z.object({
  /** Redeemable only from arrival to departure, not in the days after (cards open a week longer). */
  stayOnly: z.optional(z.boolean()),
  /** At most `count` redemptions per card, over the whole stay or per day. */
  maxPerCard: z.optional(z.object({ count, per: z.enum(['stay', 'day']) })),
  /** Only on these weekdays; absent or empty: every day. */
  weekdays: z.optional(z.array(z.enum(weekdays))),
  /** Never on these dates ("YYYY-MM-DD", Lisbon). */
  blackoutDates: z.optional(z.array(day)),
  minPartySize: z.optional(count),
  maxPartySize: z.optional(count),
});

/** The stored rules, or none when the stored value does not parse (never refuses a guest for a storage bug). */
export function parseOfferRules(stored: unknown): OfferRules {
  const parsed = offerRulesSchema.safeParse(stored);
  return parsed.success ? parsed.data : {};
}
