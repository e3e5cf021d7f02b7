import NextAuth, { type NextAuthConfig } from 'next-auth';
import Nodemailer from 'next-auth/providers/nodemailer';
import { headers } from 'next/headers';
import { NextRequest } from 'next/server';
import { isHttpsRequest } from '@/lib/https';
import { isLocale } from '@/lib/i18n/routing';
import { sendPartnerSignInEmail } from '@/lib/partner-auth/sign-in-email';
import { mailFrom } from '@/lib/mail/config';
import { partnerAuthAdapter } from '@/lib/partner-auth/adapter';
import {
  PARTNER_AUTH_BASE,
  PARTNER_SESSION_DAYS,
  partnerCookies,
  SIGN_IN_LINK_MINUTES,
} from '@/lib/partner-auth/config';
import { reportUnexpectedError } from '@/lib/report-error';
import { appSecret } from '@/lib/secret';
import { publicAuthRedirect, publicUrl } from '@/lib/http/origin';

/** The partner Auth.js configuration of a request served over https or not: only its cookies' names differ. */
const partnerConfig = (https: boolean): NextAuthConfig => ({
  basePath: PARTNER_AUTH_BASE,
  trustHost: true,
  secret: process.env.NODE_ENV === 'production' ? process.env.AUTH_SECRET : appSecret(),
  adapter: partnerAuthAdapter(),
  session: { strategy: 'database', maxAge: PARTNER_SESSION_DAYS * 86_400, updateAge: 86_400 },
  // Set explicitly: Auth.js would otherwise guess from a URL that, for a session read in a page, defaults to https.
  useSecureCookies: https,
  cookies: partnerCookies(https),
  pages: { signIn: '/pt/partner/login', verifyRequest: '/pt/partner/login/sent', error: '/pt/partner/login' },
  logger: {
    error(error) {
      if ((error as { type?: string }).type !== 'Verification') reportUnexpectedError('Partner Auth.js error', error);
    },
  },
  providers: [
    Nodemailer({
      // Never used: the link goes through the outbox (sendVerificationRequest below).
      server: 'smtp://localhost:25',
      from: mailFrom(),
      maxAge: SIGN_IN_LINK_MINUTES * 60,
      async sendVerificationRequest({ identifier, url }) {
        // Auth.js builds the link from the request's Host: rebuilt on SITE_URL, so a forged Host header cannot send
        // a partner a genuine e-mail whose link gives its token to another site. Its callbackUrl is already on
        // SITE_URL (publicAuthRedirect): the counter, /<language>/partner.
        const link = publicUrl(url);
        const callback = link.searchParams.get('callbackUrl') ?? '';
        const segment = /^(?:https?:\/\/[^/]+)?\/(en|fr|pt)\//.exec(callback)?.[1];
        await sendPartnerSignInEmail({
          to: identifier,
          url: link.toString(),
          minutes: SIGN_IN_LINK_MINUTES,
          locale: isLocale(segment) ? segment : 'pt',
        });
      },
    }),
  ],
  callbacks: {
    // Every callback and redirect on SITE_URL, never the address the request reached (docs/deploy.md "The public
    // origin"); the route handler gives Auth.js the request on SITE_URL too.
    redirect: publicAuthRedirect,
    // Asked for a link: only for an invited, active user (the adapter finds no one else). Otherwise the same page
    // as a sent link, so the form tells no one which addresses have accounts.
    signIn({ user, email }) {
      if (email?.verificationRequest && !('partnerId' in user)) return '/partner/login/sent';
      return true;
    },
    // Only what the pages need: with database sessions Auth.js hands this callback the stored session too (its token
    // and user id), and whatever it returns is also the answer of GET /api/partner-auth/session, which any script of
    // the page can read. The token is the 30-day session itself: it stays in its httpOnly cookie.
    session({ session, user }) {
      const partnerUser = user as typeof user & { partnerId: number };
      return {
        expires: session.expires,
        user: { id: partnerUser.id, email: partnerUser.email, partnerId: partnerUser.partnerId },
      };
    },
  },
});

const configs = new Map<boolean, NextAuthConfig>();
/** One configuration per scheme, made once (Auth.js takes it again on every call). */
function configFor(https: boolean): NextAuthConfig {
  let config = configs.get(https);
  if (!config) configs.set(https, (config = partnerConfig(https)));
  return config;
}

/**
 * Auth.js for partner users (docs/membership.md "Partner accounts"), apart from the staff's (lib/staff/auth/auth-js.ts): sign-in by an
 * e-mail link sent through the outbox, database sessions (partner_sessions, checked on every request and ended by
 * disabling the user), its own endpoints under /api/partner-auth and its own cookies, `__Secure-` prefixed on https.
 * Only users staff invited get a link; anyone else is shown the same "check your e-mail" page and nothing is sent.
 * Its endpoints get the request on SITE_URL, https when it was served over https (onPublicOrigin); pages and actions
 * read the scheme the proxy passed on, as Auth.js itself does there.
 */
export const {
  handlers: partnerHandlers,
  auth: partnerAuth,
  signOut: partnerSignOut,
} = NextAuth(async (request) =>
  configFor(request ? new URL(request.url).protocol === 'https:' : isHttpsRequest(await headers())),
);

/**
 * Asks for a partner's one-time sign-in link the way a browser asks Auth.js (its CSRF token, then the e-mail
 * provider's sign-in), inside this process: for an invited, active user a token is stored and the e-mail queued
 * (sendVerificationRequest above); for any other address nothing is. The link request calls it once its answer has
 * gone (docs/membership.md "Partner accounts": how long the answer takes tells no one who has an account), so it sets
 * no cookie in the browser: the link itself carries where it leads.
 * @param email the address typed.
 * @param redirectTo where the link lands: a path, put on SITE_URL (`/pt/partner`).
 * @param https whether the asking request was served over https (the scheme of the link and of the cookies' names).
 * @throws Error when Auth.js could not make or queue the link.
 */
export async function queuePartnerSignInLink(email: string, redirectTo: string, https: boolean): Promise<void> {
  const endpoint = (action: string) => {
    const url = publicUrl(`${PARTNER_AUTH_BASE}/${action}`);
    if (https) url.protocol = 'https:';
    return url;
  };
  const csrf = await partnerHandlers.GET(new NextRequest(endpoint('csrf')));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const answer = await partnerHandlers.POST(
    new NextRequest(endpoint('signin/nodemailer'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, csrfToken, callbackUrl: redirectTo }),
    }),
  );
  const location = new URL(answer.headers.get('location') ?? '', endpoint(''));
  if (location.searchParams.has('error'))
    throw new Error(`Partner sign-in link not made: ${location.searchParams.get('error')}`);
}
