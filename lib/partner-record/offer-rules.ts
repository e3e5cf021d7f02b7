import { addYears, format, getISODay } from 'date-fns';
import { weekdays, type Weekday } from '@/lib/opening-hours/hours';

/*
 * The rules of a partner's member offer (docs/membership.md "Offer rules"), stored in partners.offer_rules. The card
 * page says them in words, the counter page and the server refuse a redemption that breaks one and say which.
 * Isomorphic and light (no schema library: the counter page loads it): the counter checks them offline with what
 * it knows, the server again with the ledger. Stored values are read with ./offer-rules-schema.ts.
 */

/** The rules of one offer (each absent: no such rule). Dates "YYYY-MM-DD", Lisbon. */
export type OfferRules = {
  /** Redeemable only from arrival to departure, not in the days after (cards open a week longer). */
  stayOnly?: boolean;
  /** At most `count` redemptions per card, over the whole stay (an owner's card: its card year) or per day. */
  maxPerCard?: { count: number; per: 'stay' | 'day' };
  /** Only on these weekdays; absent or empty: every day. */
  weekdays?: Weekday[];
  /** Never on these dates. */
  blackoutDates?: string[];
  minPartySize?: number;
  maxPartySize?: number;
};

/** A broken rule: its message key under `Membership.rules.broken` and the values it names. */
export type RuleBreak = {
  rule:
    | 'stayOnly'
    | 'maxPerCard'
    | 'walletOncePerDay'
    | 'weekdays'
    | 'blackoutDates'
    | 'minPartySize'
    | 'maxPartySize'
    | 'cardPartySize';
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
  /** Read from an Apple Wallet pass (no rotating code): once a day at most, whatever the offer allows. */
  wallet?: boolean;
  /** An owner's card (docs/membership.md "Owners' cards"): a per-stay limit counts the current card year only. */
  owner?: boolean;
};

/** The date "YYYY-MM-DD" `years` after `day` (29 February becomes 28 February in a common year). */
export const yearsAfter = (day: string, years: number) =>
  format(addYears(new Date(`${day}T12:00:00Z`), years), 'yyyy-MM-dd');

/**
 * The first day ("YYYY-MM-DD") of the card year that `date` falls in: the card's `start` or its latest anniversary
 * on or before `date` (a 29 February start keeps 28 February in common years).
 */
export function cardYearStart(start: string, date: string): string {
  let years = Math.max(0, Number(date.slice(0, 4)) - Number(start.slice(0, 4)));
  while (years > 0 && yearsAfter(start, years) > date) years -= 1;
  return yearsAfter(start, years);
}

/** The weekday of a Lisbon calendar day "YYYY-MM-DD". */
export const weekdayOf = (date: string): Weekday => weekdays[getISODay(new Date(`${date}T12:00:00Z`)) - 1];

/** The rules a redemption would break, in the order above; empty when it may be recorded. */
export function brokenOfferRules(rules: OfferRules, facts: RedemptionFacts): RuleBreak[] {
  const broken: RuleBreak[] = [];
  if (rules.stayOnly && (facts.date < facts.arrival || facts.date > facts.departure)) broken.push({ rule: 'stayOnly' });
  if (rules.maxPerCard) {
    const { count, per } = rules.maxPerCard;
    const since = facts.owner ? cardYearStart(facts.arrival, facts.date) : '';
    const used = facts.earlier.filter((earlier) => (per === 'day' ? earlier === facts.date : earlier >= since)).length;
    if (used >= count)
      broken.push({ rule: 'maxPerCard', values: { count, per: per === 'stay' && facts.owner ? 'year' : per } });
  }
  // A pass's QR code never changes, so a copy of it could be used by anyone: one use a day per partner bounds that.
  if (facts.wallet && facts.earlier.includes(facts.date) && !broken.some((item) => item.values?.per === 'day'))
    broken.push({ rule: 'walletOncePerDay' });
  if (rules.weekdays?.length && !rules.weekdays.includes(weekdayOf(facts.date))) broken.push({ rule: 'weekdays' });
  if (rules.blackoutDates?.includes(facts.date)) broken.push({ rule: 'blackoutDates' });
  if (rules.minPartySize && facts.partySize < rules.minPartySize)
    broken.push({ rule: 'minPartySize', values: { count: rules.minPartySize } });
  if (rules.maxPartySize && facts.partySize > rules.maxPartySize)
    broken.push({ rule: 'maxPartySize', values: { count: rules.maxPartySize } });
  return broken;
}
