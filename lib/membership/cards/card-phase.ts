/*
 * Where a member card stands at an instant (docs/membership.md "The card"): before its first day it is not usable
 * yet, from the arrival day's start to its last instant (cardValidity) it is shown at the counter, afterwards it has
 * expired. The card page decides on the server, then again in the browser every second, so a card opened before the
 * stay, and kept offline, shows its code only once the stay begins.
 */

export type CardPhase = 'upcoming' | 'valid' | 'expired';

/**
 * The card's phase at `now`.
 * @param validity the card's first and last instants (cardValidity), as Dates or ISO strings.
 */
export function cardPhase(validity: { validFrom: Date | string; validUntil: Date | string }, now: Date): CardPhase {
  if (now.getTime() < new Date(validity.validFrom).getTime()) return 'upcoming';
  return now.getTime() < new Date(validity.validUntil).getTime() ? 'valid' : 'expired';
}
