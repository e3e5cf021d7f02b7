import { partnerHandlers } from '@/partner-auth';

/** The partner Auth.js endpoints (docs/membership.md "Partner accounts"): the e-mail link's callback, session, sign-out. */
export const { GET, POST } = partnerHandlers;
