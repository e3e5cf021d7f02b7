import { openState, type OpeningHours, type Season, type SpecialDay } from '@/lib/opening-hours/hours';

/**
 * The partners open at `now` in Lisbon time, following the season of the day (docs/decisions/12-staff-run-directory.md §2: the listings' "Open
 * now" filter). Kept apart from filters.ts, which the browser loads: the hours rules stay out of the listings'
 * JavaScript. By-appointment days are not "open now".
 */
export function openNow<
  T extends { hours: OpeningHours; seasons: readonly Season[]; specialDays?: readonly SpecialDay[] },
>(partners: T[], now: Date): T[] {
  return partners.filter((partner) => openState(partner.hours, now, partner.seasons, partner.specialDays) === 'open');
}
