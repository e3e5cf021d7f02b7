// Security headers sent with every response (docs/decisions/06-fast-accessible-hardened.md §5), added by the request
// guard (request-guard.mjs) when a response's head is written, where the response has not set the header itself: a
// route handler (the insights report's e-mail preview) or next.config.ts (the partner counter's camera) keeps its
// own. Plain JavaScript: the guard loads it before anything compiles. Why not next.config.ts `headers()`: Next
// matches the rule and compiles each value with a colon as a path pattern on every request, 4-6% of a cached page's
// server CPU (docs/performance.md, "Where each target stands"); and there, a route handler could not replace one.
// Next.js needs inline scripts for its streamed page data, so script-src allows 'unsafe-inline' (no nonces: they
// would make every page dynamic); everything that can load code or frames from elsewhere is closed, except the maps
// host for partner location maps.

/** The only host whose frames a page may show: partner location maps. */
export const MAPS_FRAME_HOST = 'https://www.google.com';

/**
 * The Content-Security-Policy for a `NODE_ENV`. Only `development` adds 'unsafe-eval': React's development build
 * rebuilds call stacks with `eval`, and refused, every page shows an error badge that is none. Production and
 * anything else never allow eval.
 * @param {string | undefined} nodeEnv
 * @returns {string}
 */
export function contentSecurityPolicyFor(nodeEnv) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${nodeEnv === 'development' ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${MAPS_FRAME_HOST}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every feature a page could ask the browser for, refused, but the camera's allow-list as given. */
function permissionsPolicy(camera) {
  return `camera=${camera}, microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()`;
}

/**
 * Every response's security headers under a `NODE_ENV`, as `{ key, value }` pairs.
 * @param {string | undefined} nodeEnv
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeadersFor(nodeEnv) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicyFor(nodeEnv) },
    // Browsers ignore HSTS received over plain http, so sending it always means "on https".
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy('()') },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}

/** The partner counter reads member cards with the camera (docs/membership.md): the camera is allowed there only. */
export const counterPermissions = { key: 'Permissions-Policy', value: permissionsPolicy('(self)') };
