import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOGIN_PATH } from '@/lib/staff/auth/config';
import { readSessionToken } from '@/lib/staff/auth/session-token';
import { filteredListingPath } from '@/lib/directory/filtered-listing';
import { publicUrl } from '@/lib/http/origin';
import { isHttpsRequest } from '@/lib/https';
import { LOCALE_COOKIE, routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);

/** Locale routing for public pages (next-intl); the language cookie is marked Secure on https (docs/spec.md §9). */
function localeProxy(request: NextRequest) {
  const response = intl(request);
  const cookie = response.cookies.get(LOCALE_COOKIE);
  if (cookie && isHttpsRequest(request.headers, request.nextUrl)) response.cookies.set({ ...cookie, secure: true });
  return toFilteredListing(request, onPublicOriginRedirect(request, response));
}

/**
 * next-intl writes its redirects on the request's URL, which Next.js builds from the server's own address
 * (localhost:<PORT>): moved to the public origin (docs/deploy.md "The public origin"), path and query kept.
 */
function onPublicOriginRedirect(request: NextRequest, response: NextResponse) {
  const location = response.headers.get('location');
  if (location && new URL(location, request.url).origin === request.nextUrl.origin)
    response.headers.set('location', publicUrl(new URL(location, request.url)).toString());
  return response;
}

/**
 * A listing with a filter query is rendered per request by /[locale]/filtered/..., so the unfiltered listing stays
 * a cached page (docs/decisions/06-fast-accessible-hardened.md). Applied on top of next-intl's answer: its rewrite (the default locale has no prefix),
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

/** The staff pages open to everyone: sign-in, "Forgot password" and the page its one-time links open. */
const OPEN_STAFF_PATHS = new Set([LOGIN_PATH, `${LOGIN_PATH}/forgot`, `${LOGIN_PATH}/set-password`]);

/**
 * Early redirect of anonymous staff pages to the sign-in, keeping where they were going (docs/decisions/04-backoffice.md). Optimistic:
 * it only reads the session token; requireStaff() in the layout, actions and routes is the real check.
 */
async function backofficeProxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (OPEN_STAFF_PATHS.has(pathname) || (await readSessionToken((name) => request.cookies.get(name)?.value)))
    return NextResponse.next();
  const login = publicUrl(LOGIN_PATH);
  login.searchParams.set('callbackUrl', `${pathname}${search}`);
  return NextResponse.redirect(login);
}

const PREFIXED = /^\/(fr|pt)(\/|$)/;

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/backoffice' || pathname.startsWith('/backoffice/')) return backofficeProxy(request);
  // A French or Portuguese page reaches the proxy only with a filter query: its locale is in its path, and a visit
  // does not save it (the language switcher does, docs/spec.md §9).
  if (PREFIXED.test(pathname)) return toFilteredListing(request, NextResponse.next());
  return localeProxy(request);
}

// Where the proxy runs (docs/decisions/15-framework-ratios.md §3: only where it has work to do; lib/i18n/entry-routing.ts has the rest):
// - every staff path, dots included (`/backoffice/orders/edit/1.0` must not pass unchecked);
// - /en/...: next-intl sends it to the unprefixed URL;
// - an unprefixed public page without a saved language, from a browser whose Accept-Language names French or
//   Portuguese: the guest enters, and next-intl negotiates. Every other unprefixed page is English whatever the
//   proxy would do (no saved choice and no French or Portuguese in the browser's list, or English saved), so the
//   router rewrites it there; a saved French or Portuguese choice is redirected by next.config.ts;
// - a listing with a filter query (q, category, location, open, from: FILTER_PARAMS of lib/directory/filtered-listing.ts),
//   in any language (rendered per request, see toFilteredListing).
// The unprefixed pattern is lib/i18n/entry-routing.ts's UNPREFIXED_PATH, written out because Next reads this
// object as a literal. Never API routes, Next internals, uploaded images (/media/...) or files with an extension.
export const config = {
  matcher: [
    '/backoffice',
    '/backoffice/:path*',
    '/en',
    '/en/:path*',
    {
      source: '/((?!(?:en|fr|pt|api|_next|_vercel|media|backoffice)(?:/|$))[^.]*)',
      has: [{ type: 'header', key: 'accept-language', value: '.*(?:[Ff][Rr]|[Pp][Tt]).*' }],
      missing: [{ type: 'cookie', key: 'preferred_language', value: '(?:en|fr|pt)' }],
    },
    { source: '/((?!(?:api|_next|_vercel|media|backoffice)(?:/|$))[^.]*)', has: [{ type: 'query', key: 'q' }] },
    { source: '/((?!(?:api|_next|_vercel|media|backoffice)(?:/|$))[^.]*)', has: [{ type: 'query', key: 'category' }] },
    { source: '/((?!(?:api|_next|_vercel|media|backoffice)(?:/|$))[^.]*)', has: [{ type: 'query', key: 'location' }] },
    { source: '/((?!(?:api|_next|_vercel|media|backoffice)(?:/|$))[^.]*)', has: [{ type: 'query', key: 'open' }] },
    { source: '/((?!(?:api|_next|_vercel|media|backoffice)(?:/|$))[^.]*)', has: [{ type: 'query', key: 'from' }] },
  ],
};
