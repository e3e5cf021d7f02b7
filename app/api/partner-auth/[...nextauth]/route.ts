import { partnerHandlers } from '@/partner-auth';

/**
 * The partner Auth.js endpoints (docs/membership.md "Partner accounts"): GET only (the e-mail link's callback, the
 * session). Links are asked for through the sign-in page's action, which holds the rate limit, and sign-out is a
 * server action: Auth.js's own POST endpoints would go round both.
 */
export const { GET } = partnerHandlers;
