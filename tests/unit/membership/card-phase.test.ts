import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardValidity } from '@/lib/membership/cards/card-validity';
import { cardPhase } from '@/lib/membership/cards/card-phase';

// The card page shows its code only from the stay's first day (docs/membership.md "The card"), on a set clock.
describe('cardPhase', () => {
  const validity = cardValidity('2026-11-28', '2026-12-05');
  it.each([
    ['2026-11-27T23:59:59Z', 'upcoming'], // 27 Nov, 23:59 in Lisbon
    ['2026-11-28T00:00:00Z', 'valid'],
    ['2026-12-05T18:00:00Z', 'valid'],
    ['2026-12-05T23:59:59Z', 'valid'], // the departure day, Lisbon: the stay as booked
    ['2026-12-06T00:00:00Z', 'expired'],
  ])('at %s the card is %s', (instant, phase) => {
    expect(cardPhase(validity, new Date(instant))).toBe(phase);
  });

  afterEach(() => vi.unstubAllEnvs());
  it('opens MEMBER_CARD_GRACE_DAYS more days after departure when the operator sets them', () => {
    vi.stubEnv('MEMBER_CARD_GRACE_DAYS', '7');
    const graced = cardValidity('2026-11-28', '2026-12-05');
    expect(cardPhase(graced, new Date('2026-12-12T23:59:59Z'))).toBe('valid');
    expect(cardPhase(graced, new Date('2026-12-13T00:00:00Z'))).toBe('expired');
    vi.stubEnv('MEMBER_CARD_GRACE_DAYS', 'seven');
    expect(cardValidity('2026-11-28', '2026-12-05')).toEqual(validity);
  });
});
