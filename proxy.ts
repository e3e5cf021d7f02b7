import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOGIN_PATH } from '@/lib/auth/config';
import { readSessionToken } from '@/lib/auth/session-token';
import { filteredListingPath } from '@/lib/directory/filtered-listing';
import { isHttpsRequest } from '@/lib/https';
import { LOCALE_COOKIE, routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);

/** Locale routing for public pages (next-intl); the language cookie is marked Secure on https (SPEC §9). */
function localeProxy(request: NextRequest) {
  const response = intl(request);
  const cookie = response.cookies.get(LOCALE_COOKIE);
  if (cookie && isHttpsRequest(request.headers, request.nextUrl)) response.cookies.set({ ...cookie, secure: true });
  return toFilteredListing(request, response);
}

/**
 * A listing with a filter query is rendered per request by /[locale]/filtered/..., so the unfiltered listing stays
 * a cached page (issue 6). Applied on top of next-intl's answer: its rewrite (the default locale has no prefix),
 * request headers and cookies are kept, and its redirects are left alone.
 */
function toFilteredListing(request: NextRequest, response: NextResponse) {
  // Most requests carry no query string: nothing to parse for them (this runs on every public request).
  if (!request.nextUrl.search || (response.status >= 300 && response.status < 400)) return response;
  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.url);
  const pathname = filteredListingPath(target.pathname, target.searchParams);
  if (!pathname) return response;
  target.pathname = pathname;
  // What NextResponse.rewrite(target) sets, on the response next-intl already prepared.
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

/**
 * Early redirect of anonymous staff pages to the sign-in, keeping where they were going (issue 4). Optimistic:
 * it only reads the session token; requireAdmin() in the layout, actions and routes is the real check.
 */
async function backofficeProxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === LOGIN_PATH || (await readSessionToken((name) => request.cookies.get(name)?.value))) return NextResponse.next();
  const login = new URL(LOGIN_PATH, request.nextUrl);
  login.searchParams.set('callbackUrl', `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/backoffice' || pathname.startsWith('/backoffice/')) return backofficeProxy(request);
  return localeProxy(request);
}

export const config = {
  // Every staff path, dots included (`/backoffice/orders/edit/1.0` must not pass unchecked), and everything else
  // except API routes, Next internals, uploaded images (/media/..., no locale) and files with an extension.
  matcher: ['/backoffice', '/backoffice/:path*', '/((?!api|_next|_vercel|media/|.*\\..*).*)'],
};
