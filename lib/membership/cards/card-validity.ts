import { addDays, format } from 'date-fns';
import { lisbonDayStart } from '@/lib/time';

/* How long a member card is good (docs/membership.md "The card"): the stay as booked, plus the grace days. */

/**
 * Days after departure a card still opens: MEMBER_CARD_GRACE_DAYS (0 to 30), 0 unless set, so a card and its Wallet
 * pass are good for the stay as booked (docs/membership.md "The card"). Offers marked "only during the stay" refuse
 * those days.
 */
export function cardGraceDays(value = process.env.MEMBER_CARD_GRACE_DAYS): number {
  const days = Number(value || 0);
  return Number.isInteger(days) && days >= 0 && days <= 30 ? days : 0;
}

/** The instants a card is good between: the arrival day's start and the end of the departure day plus cardGraceDays() (Lisbon). */
export function cardValidity(arrival: string, departure: string): { validFrom: Date; validUntil: Date } {
  const lastDay = format(addDays(new Date(`${departure}T12:00:00Z`), cardGraceDays() + 1), 'yyyy-MM-dd');
  return { validFrom: lisbonDayStart(arrival), validUntil: lisbonDayStart(lastDay) };
}
