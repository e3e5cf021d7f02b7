import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { cookies, headers } from 'next/headers';
import { isHttpsRequest } from '@/lib/https';
import { isLocale, locales, type Locale } from './routing';

/*
 * The backoffice language before a staff session exists (sign-in and two-factor pages, docs/decisions/12-staff-run-directory.md §7). Kept apart
 * from the guests' `preferred_language` cookie: staff and guest choices on one browser do not overwrite each other.
 */

/** Cookie holding the backoffice language chosen at the last sign-in or change on this browser. */
export const STAFF_LANGUAGE_COOKIE = 'backoffice_language';
/** One year, in seconds. */
export const STAFF_LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** The backoffice language of an account that has not chosen one, and of a browser that says nothing: the team is Portuguese. */
export const STAFF_DEFAULT_LOCALE: Locale = 'pt';

/**
 * The backoffice language for a request without a staff session: the staff language cookie when it names a
 * locale, else the best match of the Accept-Language header (negotiator + Intl's lookup algorithm, as next-intl's
 * own middleware does), else Portuguese.
 */
export function negotiateStaffLocale(cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  const requested = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages();
  try {
    return match(
      requested.filter((tag) => tag !== '*'),
      locales,
      STAFF_DEFAULT_LOCALE,
    ) as Locale;
  } catch {
    // A malformed language tag in the header: Intl refuses it.
    return STAFF_DEFAULT_LOCALE;
  }
}

/**
 * The backoffice language of this request before a session exists (sign-in, an action without a session): the
 * language cookie set at the last sign-in or change on this browser, else Accept-Language, else Portuguese.
 */
export async function preSessionLocale(): Promise<Locale> {
  return negotiateStaffLocale(
    (await cookies()).get(STAFF_LANGUAGE_COOKIE)?.value,
    (await headers()).get('accept-language'),
  );
}

/** Keeps `locale` as this browser's backoffice language (at sign-in and on a change), for the next sign-in page. */
export async function setStaffLanguageCookie(locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  (await cookies()).set(STAFF_LANGUAGE_COOKIE, locale, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(await headers()),
    path: '/backoffice',
    maxAge: STAFF_LANGUAGE_COOKIE_MAX_AGE,
  });
}
