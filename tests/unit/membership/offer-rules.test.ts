// docs/membership.md "Offer rules": each rule refuses what breaks it and names itself.
import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/i18n/format';
import { translatorFor } from '@/lib/i18n/translator';
import { brokenOfferRules, cardYearStart } from '@/lib/partner-record/offer-rules';
import { parseOfferRules } from '@/lib/partner-record/offer-rules-schema';
import { offerRuleSentences, ruleBreakSentences } from '@/lib/membership/partners/offer-words';

const offersT = (locale: 'en' | 'fr' | 'pt') => (key: string, values?: Record<string, string | number>) =>
  translatorFor(locale)(`MemberOffers.${key}` as never, values as never);
const stay = { arrival: '2026-08-03', departure: '2026-08-10', partySize: 4, earlier: [] as string[] };

describe('offer rules', () => {
  it('refuse each broken rule, and nothing when no rule is set', () => {
    expect(brokenOfferRules({}, { ...stay, date: '2026-08-20' })).toEqual([]);
    expect(brokenOfferRules({ stayOnly: true }, { ...stay, date: '2026-08-11' })).toEqual([{ rule: 'stayOnly' }]);
    expect(brokenOfferRules({ stayOnly: true }, { ...stay, date: '2026-08-10' })).toEqual([]);
    const oncePerDay = { maxPerCard: { count: 1, per: 'day' as const } };
    expect(brokenOfferRules(oncePerDay, { ...stay, date: '2026-08-05', earlier: ['2026-08-04'] })).toEqual([]);
    expect(brokenOfferRules(oncePerDay, { ...stay, date: '2026-08-05', earlier: ['2026-08-05'] })).toEqual([
      { rule: 'maxPerCard', values: { count: 1, per: 'day' } },
    ]);
    const twicePerStay = { maxPerCard: { count: 2, per: 'stay' as const } };
    expect(brokenOfferRules(twicePerStay, { ...stay, date: '2026-08-05', earlier: ['2026-08-04'] })).toEqual([]);
    expect(
      brokenOfferRules(twicePerStay, { ...stay, date: '2026-08-06', earlier: ['2026-08-04', '2026-08-05'] }),
    ).toHaveLength(1);
    // 2026-08-05 is a Wednesday.
    expect(brokenOfferRules({ weekdays: ['mon', 'fri'] }, { ...stay, date: '2026-08-05' })).toEqual([
      { rule: 'weekdays' },
    ]);
    expect(brokenOfferRules({ weekdays: ['wed'] }, { ...stay, date: '2026-08-05' })).toEqual([]);
    expect(brokenOfferRules({ blackoutDates: ['2026-08-05'] }, { ...stay, date: '2026-08-05' })).toEqual([
      { rule: 'blackoutDates' },
    ]);
    expect(brokenOfferRules({ minPartySize: 6 }, { ...stay, date: '2026-08-05' })).toEqual([
      { rule: 'minPartySize', values: { count: 6 } },
    ]);
    expect(brokenOfferRules({ maxPartySize: 2 }, { ...stay, date: '2026-08-05' })).toEqual([
      { rule: 'maxPartySize', values: { count: 2 } },
    ]);
  });

  it('take an Apple Wallet pass once a day at most, whatever the offer allows, and say it once', () => {
    const wallet = { ...stay, date: '2026-08-05', wallet: true };
    expect(brokenOfferRules({}, { ...wallet, earlier: ['2026-08-04'] })).toEqual([]);
    expect(brokenOfferRules({}, { ...wallet, earlier: ['2026-08-05'] })).toEqual([{ rule: 'walletOncePerDay' }]);
    expect(brokenOfferRules({}, { ...wallet, wallet: false, earlier: ['2026-08-05'] })).toEqual([]);
    const oncePerDay = { maxPerCard: { count: 1, per: 'day' as const } };
    expect(brokenOfferRules(oncePerDay, { ...wallet, earlier: ['2026-08-05'] })).toEqual([
      { rule: 'maxPerCard', values: { count: 1, per: 'day' } },
    ]);
    for (const locale of ['en', 'fr', 'pt'] as const)
      expect(ruleBreakSentences([{ rule: 'walletOncePerDay' }], offersT(locale))[0]).toMatch(/Apple Wallet/);
  });

  it('read stored rules leniently: a value that does not parse means no rules', () => {
    expect(parseOfferRules({ stayOnly: true, maxPerCard: { count: 1, per: 'day' } })).toEqual({
      stayOnly: true,
      maxPerCard: { count: 1, per: 'day' },
    });
    expect(parseOfferRules({ maxPerCard: { count: 0, per: 'week' } })).toEqual({});
    expect(parseOfferRules(null)).toEqual({});
  });

  it('are said in words in each language, and so are the refusals', () => {
    const rules = parseOfferRules({
      stayOnly: true,
      maxPerCard: { count: 1, per: 'day' },
      weekdays: ['mon', 'fri'],
      blackoutDates: ['2026-12-25'],
      minPartySize: 2,
      maxPartySize: 6,
    });
    const say = (locale: 'en' | 'fr' | 'pt') => offerRuleSentences(rules, offersT(locale), formatterFor(locale));
    expect(say('en')).toEqual([
      'Only during your stay',
      'Once a day per card',
      'Only on Monday and Friday',
      'Not on 25 Dec 2026',
      'For 2 to 6 people',
    ]);
    expect(say('pt')[2]).toBe('Só à segunda-feira e sexta-feira');
    expect(say('fr')[3]).toBe('Sauf le 25 déc. 2026');
    expect(ruleBreakSentences([{ rule: 'maxPerCard', values: { count: 1, per: 'day' } }], offersT('en'))).toEqual([
      'Already used with this card today.',
    ]);
  });
});

// docs/membership.md "Owners' cards": a per-stay limit counts the card year on an owner's card.
describe("offer rules on an owner's card", () => {
  const owner = { arrival: '2026-03-01', departure: '2028-03-01', partySize: 2, owner: true };
  const oncePerStay = { maxPerCard: { count: 1, per: 'stay' as const } };

  it('count a per-stay limit from the card year that the day falls in', () => {
    expect(cardYearStart('2026-03-01', '2026-03-01')).toBe('2026-03-01');
    expect(cardYearStart('2026-03-01', '2027-02-28')).toBe('2026-03-01');
    expect(cardYearStart('2026-03-01', '2027-03-01')).toBe('2027-03-01');
    expect(cardYearStart('2028-02-29', '2029-02-28')).toBe('2029-02-28');
    // Used last card year: allowed again this year; used this year: refused, and said per year.
    expect(brokenOfferRules(oncePerStay, { ...owner, date: '2027-03-02', earlier: ['2026-12-24'] })).toEqual([]);
    expect(brokenOfferRules(oncePerStay, { ...owner, date: '2027-03-02', earlier: ['2027-03-01'] })).toEqual([
      { rule: 'maxPerCard', values: { count: 1, per: 'year' } },
    ]);
    // The same days on a stay's card count the whole stay.
    expect(
      brokenOfferRules(oncePerStay, { ...owner, owner: false, date: '2027-03-02', earlier: ['2026-12-24'] }),
    ).toEqual([{ rule: 'maxPerCard', values: { count: 1, per: 'stay' } }]);
  });

  it('say the limit per year, and leave out "only during your stay", in every language', () => {
    for (const locale of ['en', 'fr', 'pt'] as const) {
      const sentences = offerRuleSentences({ stayOnly: true, ...oncePerStay }, offersT(locale), formatterFor(locale), {
        owner: true,
      });
      expect(sentences).toEqual([offersT(locale)('rules.maxPerCard.year', { count: 1 })]);
      expect(sentences[0]).not.toBe(offersT(locale)('rules.maxPerCard.stay', { count: 1 }));
      expect(ruleBreakSentences([{ rule: 'maxPerCard', values: { count: 1, per: 'year' } }], offersT(locale))[0]).toBe(
        offersT(locale)('broken.maxPerCard.year', { count: 1 }),
      );
    }
  });
});
