import NextAuth from 'next-auth';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { authConfig, LOGIN_PATH } from '@/lib/auth/config';
import { isHttpsRequest } from '@/lib/https';
import { LOCALE_COOKIE, routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);
// Session reading only (no providers): the real checks are requireAdmin() in the layout, actions and routes.
const { auth } = NextAuth(authConfig);

/** Locale routing for public pages (next-intl); the language cookie is marked Secure on https (SPEC §9). */
function localeProxy(request: NextRequest) {
  const response = intl(request);
  const cookie = response.cookies.get(LOCALE_COOKIE);
  if (cookie && isHttpsRequest(request.headers, request.nextUrl)) response.cookies.set({ ...cookie, secure: true });
  return response;
}

/** Early redirect of anonymous staff pages to the sign-in, keeping where they were going (issue 4). */
const backofficeProxy = auth((request) => {
  const { pathname, search } = request.nextUrl;
  if (request.auth || pathname === LOGIN_PATH) return NextResponse.next();
  const login = new URL(LOGIN_PATH, request.nextUrl);
  login.searchParams.set('callbackUrl', `${pathname}${search}`);
  return NextResponse.redirect(login);
});

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/backoffice' || pathname.startsWith('/backoffice/')) return backofficeProxy(request, { params: Promise.resolve({}) });
  return localeProxy(request);
}

export const config = {
  // Everything except API routes, Next internals and files with an extension (the backoffice included).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
