import { eachDayOfInterval, format } from 'date-fns';
import type { Db } from '@/lib/db';
import { hoursOn, type OpeningHours, type Season, type SpecialDay } from '@/lib/opening-hours/hours';
import { PUBLIC_PARTNER } from '@/lib/partner-record/record';
import { calendarDay } from '@/lib/i18n/format';
import { brokenOfferRules, weekdayOf, type OfferRules } from '@/lib/partner-record/offer-rules';
import { parseOfferRules } from '@/lib/partner-record/offer-rules-schema';

/*
 * "Open during my stay" (docs/membership.md "Open during my stay"): for a range of Lisbon calendar days, the days each
 * partner is open (its weekly hours, or its season's, or closed for the season) and the days its member offer may be
 * used (the offer's weekdays and blackout dates). By-appointment days count as open: the guest can book them.
 */

/** A stay's days, both ends included, "YYYY-MM-DD" in Lisbon; `to` is on or after `from`. */
export type StayRange = { from: string; to: string };

/** What a partner offers during a stay: the days it is open, and those of them its member offer may be used. */
export type StayDays = { open: string[]; offer: string[] };

/** Every day of the range, "YYYY-MM-DD". */
export function stayDays({ from, to }: StayRange): string[] {
  return eachDayOfInterval({ start: calendarDay(from), end: calendarDay(to) }).map((day) => format(day, 'yyyy-MM-dd'));
}

type Schedule = { hours: OpeningHours; seasons: readonly Season[]; specialDays?: readonly SpecialDay[] };

/** The days of `days` a partner is open: its hours in force that day (hoursOn: special day, season, week) are not "closed". */
export function openDays(partner: Schedule, days: string[]): string[] {
  return days.filter(
    (day) => hoursOn(partner.hours, partner.seasons, day, partner.specialDays)[weekdayOf(day)].kind !== 'closed',
  );
}

/**
 * The days of `days` a member offer may be used by its date rules alone: its weekdays and blackout dates. The rules
 * that depend on the card and the party (per-card limits, party size, the stay itself) are the counter's.
 */
export function offerDays(rules: OfferRules, days: string[]): string[] {
  const dateRules: OfferRules = { weekdays: rules.weekdays, blackoutDates: rules.blackoutDates };
  return days.filter(
    (date) =>
      brokenOfferRules(dateRules, { date, arrival: date, departure: date, partySize: 1, earlier: [] }).length === 0,
  );
}

/**
 * Each public partner's open days and offer days during `range` (offer days only where it is open; a partner without
 * offer lines shows none), keyed by partner id; reads the offer rules of `partners` (one query).
 * @param partners the listing's partners, with their hours and seasons.
 */
export async function stayPlan(
  db: Db,
  partners: readonly (Schedule & { id: number })[],
  range: StayRange,
): Promise<Map<number, StayDays>> {
  const days = stayDays(range);
  const rows = await db.partner.findMany({
    where: { ...PUBLIC_PARTNER, id: { in: partners.map((partner) => partner.id) } },
    select: { id: true, offerRules: true },
  });
  const rules = new Map(rows.map((row) => [row.id, parseOfferRules(row.offerRules)]));
  return new Map(
    partners.map((partner) => {
      const open = openDays(partner, days);
      return [partner.id, { open, offer: offerDays(rules.get(partner.id) ?? {}, open) }];
    }),
  );
}
