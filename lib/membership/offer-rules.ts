import { getISODay } from 'date-fns';
import { weekdays, type Weekday } from '@/lib/directory/hours';
import * as z from '@/lib/validation/zod';

/*
 * The rules of a partner's member offer (docs/membership.md "Offer rules"), stored in partners.offer_rules. The card
 * page says them in words, the counter page and the server refuse a redemption that breaks one and say which.
 * Isomorphic: the counter checks them offline with what it knows, the server again with the ledger.
 */

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const count = z.int().check(z.minimum(1), z.maximum(99));

export const offerRulesSchema = z.object({
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

export type OfferRules = z.infer<typeof offerRulesSchema>;

/** The stored rules, or none when the stored value does not parse (never refuses a guest for a storage bug). */
export function parseOfferRules(stored: unknown): OfferRules {
  const parsed = offerRulesSchema.safeParse(stored);
  return parsed.success ? parsed.data : {};
}

/** A broken rule: its message key under `Membership.rules.broken` and the values it names. */
export type RuleBreak = {
  rule: 'stayOnly' | 'maxPerCard' | 'weekdays' | 'blackoutDates' | 'minPartySize' | 'maxPartySize';
  values?: Record<string, string | number>;
};

/** What a redemption is checked with. Dates "YYYY-MM-DD" in Lisbon. */
export type RedemptionFacts = {
  /** The day of the redemption. */
  date: string;
  arrival: string;
  departure: string;
  partySize: number;
  /** The days of this card's earlier redemptions of this offer. */
  earlier: string[];
};

const weekdayOf = (date: string): Weekday => weekdays[getISODay(new Date(`${date}T12:00:00Z`)) - 1];

/** The rules a redemption would break, in the order above; empty when it may be recorded. */
export function brokenOfferRules(rules: OfferRules, facts: RedemptionFacts): RuleBreak[] {
  const broken: RuleBreak[] = [];
  if (rules.stayOnly && (facts.date < facts.arrival || facts.date > facts.departure)) broken.push({ rule: 'stayOnly' });
  if (rules.maxPerCard) {
    const { count, per } = rules.maxPerCard;
    const used =
      per === 'day' ? facts.earlier.filter((earlier) => earlier === facts.date).length : facts.earlier.length;
    if (used >= count) broken.push({ rule: 'maxPerCard', values: { count, per } });
  }
  if (rules.weekdays?.length && !rules.weekdays.includes(weekdayOf(facts.date))) broken.push({ rule: 'weekdays' });
  if (rules.blackoutDates?.includes(facts.date)) broken.push({ rule: 'blackoutDates' });
  if (rules.minPartySize && facts.partySize < rules.minPartySize)
    broken.push({ rule: 'minPartySize', values: { count: rules.minPartySize } });
  if (rules.maxPartySize && facts.partySize > rules.maxPartySize)
    broken.push({ rule: 'maxPartySize', values: { count: rules.maxPartySize } });
  return broken;
}
