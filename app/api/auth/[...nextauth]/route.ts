// GET|POST /api/auth/* — Auth.js endpoints (session, CSRF, sign-in callback, sign-out), given the request on SITE_URL
// so their redirects name the public origin (docs/deploy.md "The public origin").
import type { NextRequest } from 'next/server';
import { handlers } from '@/auth';
import { onPublicOrigin } from '@/lib/http/origin';

export const GET = (request: NextRequest) => handlers.GET(onPublicOrigin(request));
export const POST = (request: NextRequest) => handlers.POST(onPublicOrigin(request));
