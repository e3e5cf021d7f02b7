import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { isHttpsRequest } from '@/lib/https';
import { LOCALE_COOKIE, routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);

/** Locale routing for public pages (next-intl); the language cookie is marked Secure on https (SPEC §9). */
export default function proxy(request: NextRequest) {
  const response = intl(request);
  const cookie = response.cookies.get(LOCALE_COOKIE);
  if (cookie && isHttpsRequest(request.headers, request.nextUrl)) response.cookies.set({ ...cookie, secure: true });
  return response;
}

export const config = {
  // Everything except API routes, the backoffice, Next internals and files with an extension.
  matcher: ['/((?!api|backoffice|_next|_vercel|.*\\..*).*)'],
};
