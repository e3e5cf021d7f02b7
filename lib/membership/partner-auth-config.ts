/** Where the partner Auth.js endpoints live (partner-auth.ts). */
export const PARTNER_AUTH_BASE = '/api/partner-auth';
/** How long a sign-in link works, minutes. */
export const SIGN_IN_LINK_MINUTES = 15;
/** How long a partner session lasts without use, days (renewed once a day while used). */
export const PARTNER_SESSION_DAYS = 30;

// Auth.js merges these into its defaults: HttpOnly, SameSite=Lax, path /, Secure on https.
const options = {};

/** The partner cookies, named apart from the staff's so the two sessions never mix. */
export const PARTNER_COOKIES = {
  sessionToken: { name: 'partner-session', options },
  callbackUrl: { name: 'partner-callback-url', options },
  csrfToken: { name: 'partner-csrf', options },
};
