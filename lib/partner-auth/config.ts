/** Where the partner Auth.js endpoints live (partner-auth.ts). */
export const PARTNER_AUTH_BASE = '/api/partner-auth';
/** How long a sign-in link works, minutes. */
export const SIGN_IN_LINK_MINUTES = 15;
/** How long a partner session lasts without use, days (renewed once a day while used). */
export const PARTNER_SESSION_DAYS = 30;

// Auth.js merges these into its defaults: HttpOnly, SameSite=Lax, path /, Secure on https.
const options = {};

/**
 * The partner cookies of a request served over https or not (docs/membership.md "Partner accounts"), named apart
 * from the staff's so the two sessions never mix. On https they carry the prefix Auth.js gives the staff's:
 * `__Secure-` (the session, the callback) and `__Host-` (the CSRF token), so a browser takes them only from a secure
 * page of this very host (never set over plain http, nor by a sub-domain for the whole domain).
 */
export function partnerCookies(https: boolean) {
  const secure = https ? '__Secure-' : '';
  return {
    sessionToken: { name: `${secure}partner-session`, options },
    callbackUrl: { name: `${secure}partner-callback-url`, options },
    csrfToken: { name: `${https ? '__Host-' : ''}partner-csrf`, options },
  };
}
