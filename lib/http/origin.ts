import { NextRequest } from 'next/server';
import { siteUrl } from '@/lib/seo/site-url';

/*
 * The public origin (docs/deploy.md "The public origin"): every absolute link and redirect the app writes names
 * SITE_URL, never the address the server process was started on (Next.js builds a request's URL from its own
 * localhost:<PORT>) nor a Host header a client chose.
 */

/** SITE_URL's origin (scheme, host and port, no path or trailing slash), e.g. `https://rewards.example`. */
export function publicOrigin(): string {
  return new URL(siteUrl()).origin;
}

/**
 * `target` on the public origin: a path (with its query and hash), or a URL on any origin whose path, query and hash
 * are kept, e.g. `publicUrl('/backoffice/login')` is `https://rewards.example/backoffice/login`.
 */
export function publicUrl(target: string | URL): URL {
  const url = new URL(target, publicOrigin());
  return new URL(`${url.pathname}${url.search}${url.hash}`, publicOrigin());
}

/**
 * The request as if it had arrived on the public origin (method, headers and body kept), for Auth.js, which builds
 * its callbacks, pages and redirects on the request's origin (what next-auth's AUTH_URL does, from SITE_URL). A
 * request served over https stays https, so its session cookie is Secure (docs/deploy.md "The public origin").
 */
export function onPublicOrigin(request: NextRequest): NextRequest {
  const url = publicUrl(request.nextUrl);
  // Served over https (the proxy says so): Auth.js then sets Secure, `__Secure-` cookies, whatever SITE_URL's scheme.
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  if (https) url.protocol = 'https:';
  return new NextRequest(url, request);
}

/**
 * Auth.js's `redirect` callback (staff and partners): a path or a URL on the public origin is kept, on the public
 * origin; anything else (another site, the server's own localhost address) goes to the public home page.
 */
export function publicAuthRedirect({ url }: { url: string }): string {
  const origin = publicOrigin();
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`;
  return URL.canParse(url) && new URL(url).origin === origin ? url : origin;
}

/**
 * False when a browser sent this state-changing request from another site: an Origin header, when present, must
 * be the public origin or name this host (X-Forwarded-Host behind a proxy, else Host). Machine clients send no
 * Origin and pass, unless `required` (endpoints only browsers call: browsers send Origin with every POST).
 */
export function isSameOrigin(request: Request, { required = false }: { required?: boolean } = {}): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return !required;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.host === host || url.origin === publicOrigin();
}
