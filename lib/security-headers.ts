/**
 * Security headers sent with every response (issue: hardening). Next.js needs inline scripts for its streamed
 * page data, so script-src allows 'unsafe-inline' (no nonces: they would make every page dynamic); everything
 * that can load code or frames from elsewhere is closed, except the maps host for partner location maps.
 */
export const MAPS_FRAME_HOST = 'https://www.google.com';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
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

export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  // Browsers ignore HSTS received over plain http, so sending it always means "on https".
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** The partner counter reads member cards with the camera (docs/membership.md): the camera is allowed there only. */
export const counterPermissions = {
  key: 'Permissions-Policy',
  value: 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};
