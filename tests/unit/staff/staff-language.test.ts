import { describe, expect, it } from 'vitest';
import { negotiateStaffLocale } from '@/lib/i18n/staff-language';

describe('the sign-in language before a staff session (docs/decisions/12-staff-run-directory.md §7)', () => {
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
