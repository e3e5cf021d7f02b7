/*
 * What the forms show with the page (options, maxlength, max), kept apart from their zod schemas so
 * that the forms' first-load JavaScript does not carry zod: the schemas load after the page (lazy-resolver.ts,
 * docs/decisions/15-framework-ratios.md §2). The schema modules use and re-export these.
 */

/** Business types of a partnership request (docs/spec.md §3), labels in `PartnershipForm.types`. */
export const businessTypes = [
  'boat-tours',
  'restaurants',
  'activities',
  'winery',
  'wellness',
  'chef-service',
  'other',
] as const;

/** Longest review comment, in characters. */
export const REVIEW_COMMENT_MAX = 1000;
/** Largest party in one booking request. */
export const MAX_PARTY_SIZE = 50;

/** A partner's special offer types and member-card notices (docs/decisions/12-staff-run-directory.md §1), options of the backoffice partner form. */
export const offerTypes = ['percentage', 'fixed', 'other'] as const;
export const cardInfoValues = ['member-card-required', 'book-through-team'] as const;
/** The languages every guest text is written in, as the column suffixes. */
export const textLanguages = ['En', 'Fr', 'Pt'] as const;

/** Opening ranges per weekday the pickup settings form offers: two (a lunch break). */
export const RANGES_PER_DAY = 2;
/** Weekdays in the order staff read them: Monday first, 0 = Sunday (date-fns getDay). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** Field names of a weekday's opening range: `opens-1-0` is Monday's first opening time. */
export const rangeField = (edge: 'opens' | 'closes', weekday: number, range: number) => `${edge}-${weekday}-${range}`;
