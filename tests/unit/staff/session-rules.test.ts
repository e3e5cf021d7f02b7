import { describe, expect, it } from 'vitest';
import { formatCountdown, sessionDeadline } from '@/lib/staff/auth/session-rules';

const minute = 60_000;

describe('backoffice session rules (docs/spec.md §4 Backoffice session)', () => {
  it('lasts 60 minutes from sign-in or the last extension', () => {
    expect(sessionDeadline(0, 0)).toBe(60 * minute);
    expect(sessionDeadline(0, 45 * minute)).toBe(105 * minute);
  });

  it('never lasts more than 12 hours from the first sign-in', () => {
    expect(sessionDeadline(0, 11.5 * 60 * minute)).toBe(12 * 60 * minute);
    expect(sessionDeadline(0, 13 * 60 * minute)).toBe(12 * 60 * minute);
  });

  it('shows the countdown as m:ss, rounding up and never below 0:00', () => {
    expect(formatCountdown(300_000)).toBe('5:00');
    expect(formatCountdown(269_001)).toBe('4:30');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
