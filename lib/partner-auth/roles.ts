/**
 * A partner user's role (docs/membership.md "The partner keeps its page"): "counter" verifies and redeems member
 * cards; "manager" also keeps the partner's page (hours, special days, blackout dates, proposed texts).
 */
export const PARTNER_ROLES = ['counter', 'manager'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];
