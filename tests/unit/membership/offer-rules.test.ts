// docs/membership.md "Offer rules": each rule refuses what breaks it and names itself.
import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/i18n/format';
import { translatorFor } from '@/lib/i18n/translator';
import { brokenOfferRules } from '@/lib/membership/offer-rules';
import { parseOfferRules } from '@/lib/membership/offer-rules-schema';
import { offerRuleSentences, ruleBreakSentences } from '@/lib/membership/offer-words';

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
