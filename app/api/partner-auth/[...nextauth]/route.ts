import type { NextRequest } from 'next/server';
import { onPublicOrigin } from '@/lib/http/origin';
import { partnerHandlers } from '@/partner-auth';

/**
 * The partner Auth.js endpoints (docs/membership.md "Partner accounts"): GET only (the e-mail link's callback, the
 * session). Links are asked for through the sign-in page's action, which holds the rate limit, and sign-out is a
 * server action: Auth.js's own POST endpoints would go round both. Auth.js gets the request on SITE_URL, so the link's
 * callback lands on the public origin, not on the server's own address (docs/deploy.md "The public origin").
 */
export const GET = (request: NextRequest) => partnerHandlers.GET(onPublicOrigin(request));
