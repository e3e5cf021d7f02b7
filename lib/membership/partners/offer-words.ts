import { calendarDay, DAY, type LocaleFormatter } from '@/lib/i18n/format';
import { weekdays } from '@/lib/opening-hours/hours';
import type { OfferRules, RuleBreak } from '@/lib/partner-record/offer-rules';

/** A translator of the `Membership` messages (next-intl's, server or client). */
type MembershipT = (key: string, values?: Record<string, string | number>) => string;

// 2026-11-23 was a Monday: the seven days from it, for weekday names as Intl writes them.
const weekdayDate = (index: number) => calendarDay(`2026-11-${String(23 + index).padStart(2, '0')}`);

/**
 * An offer's rules as sentences in the reader's language (docs/membership.md "Offer rules"), for the card and the
 * counter: "Only during your stay", "At most 1 per day per card", "Mondays and Fridays only", "Not on 25 Dec 2026",
 * "For 2 to 6 people". No rules: no sentences. For an owner's card (`owner`), a per-stay limit reads per year and
 * "Only during your stay" is left out (an owner's card is used only while it is valid anyway).
 */
export function offerRuleSentences(
  rules: OfferRules,
  t: MembershipT,
  format: LocaleFormatter,
  { owner = false }: { owner?: boolean } = {},
): string[] {
  const sentences: string[] = [];
  if (rules.stayOnly && !owner) sentences.push(t('rules.stayOnly'));
  if (rules.maxPerCard) {
    const per = owner && rules.maxPerCard.per === 'stay' ? 'year' : rules.maxPerCard.per;
    sentences.push(t(`rules.maxPerCard.${per}`, { count: rules.maxPerCard.count }));
  }
  if (rules.weekdays?.length && rules.weekdays.length < 7) {
    const names = weekdays
      .map((day, index) =>
        rules.weekdays?.includes(day) ? format.dateTime(weekdayDate(index), { weekday: 'long' }) : null,
      )
      .filter((name): name is string => name !== null);
    sentences.push(t('rules.weekdays', { days: format.list(names, { type: 'conjunction' }) }));
  }
  if (rules.blackoutDates?.length)
    sentences.push(
      t('rules.blackoutDates', {
        dates: format.list(
          rules.blackoutDates.map((date) => format.dateTime(calendarDay(date), DAY)),
          { type: 'conjunction' },
        ),
      }),
    );
  if (rules.minPartySize && rules.maxPartySize)
    sentences.push(t('rules.partyBetween', { min: rules.minPartySize, max: rules.maxPartySize }));
  else if (rules.minPartySize) sentences.push(t('rules.partyAtLeast', { count: rules.minPartySize }));
  else if (rules.maxPartySize) sentences.push(t('rules.partyAtMost', { count: rules.maxPartySize }));
  return sentences;
}

/** Why a redemption is refused, one sentence per broken rule. */
export function ruleBreakSentences(broken: RuleBreak[], t: MembershipT): string[] {
  return broken.map((item) =>
    item.rule === 'maxPerCard'
      ? t(`broken.maxPerCard.${item.values?.per}`, { count: item.values?.count ?? 1 })
      : t(`broken.${item.rule}`, item.values),
  );
}
