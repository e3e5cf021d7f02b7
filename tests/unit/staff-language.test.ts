import { describe, expect, it } from 'vitest';
import { negotiateStaffLocale } from '@/lib/i18n/staff-language';
import { calendarDay, DATE_TIME, DAY, EUROS, staffFormatter } from '@/lib/i18n/staff-format';

describe('the sign-in language before a staff session (issue 12 §7)', () => {
  it('takes the backoffice language cookie first', () => {
    expect(negotiateStaffLocale('fr', 'en-GB,en;q=0.9')).toBe('fr');
  });

  it('else the best Accept-Language match, regional forms and weights included', () => {
    expect(negotiateStaffLocale(undefined, 'en-GB,en;q=0.9')).toBe('en');
    expect(negotiateStaffLocale(undefined, 'de-DE,de;q=0.9,fr-CA;q=0.8,en;q=0.5')).toBe('fr');
    expect(negotiateStaffLocale('xx', 'pt-BR')).toBe('pt');
  });

  it('else Portuguese, also for a header it cannot read', () => {
    expect(negotiateStaffLocale(undefined, null)).toBe('pt');
    expect(negotiateStaffLocale(undefined, 'de-DE,ja;q=0.5')).toBe('pt');
    expect(negotiateStaffLocale(undefined, '*')).toBe('pt');
    expect(negotiateStaffLocale(undefined, ';;;,,x--y')).toBe('pt');
  });
});

describe('staff formats (issue 12 §7)', () => {
  const moment = new Date('2026-07-14T13:05:00Z'); // 14:05 in Lisbon (summer time)
  const text = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');

  it('writes euros, moments and days as people in Portugal, France and England read them, in Lisbon time', () => {
    const pt = staffFormatter('pt');
    expect(text(pt.number(12.5, EUROS))).toBe('12,50 €');
    expect(pt.dateTime(moment, DATE_TIME)).toBe('14/07/2026, 14:05');
    expect(pt.dateTime(calendarDay('2026-01-05'), DAY)).toBe('05/01/2026');
    expect(text(staffFormatter('fr').number(12.5, EUROS))).toBe('12,50 €');
    expect(staffFormatter('fr').dateTime(moment, DATE_TIME)).toBe('14 juil. 2026, 14:05');
    expect(staffFormatter('en').number(12.5, EUROS)).toBe('€12.50');
    expect(staffFormatter('en').dateTime(moment, DATE_TIME)).toBe('14 Jul 2026, 14:05');
  });
});
