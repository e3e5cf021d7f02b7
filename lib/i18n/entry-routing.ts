import type { NextConfig } from 'next';
import { LOCALE_COOKIE } from './routing';

// docs/decisions/15-framework-ratios.md §3: locale detection and the language cookie matter where a guest enters, not on every cached page. So
// the proxy (next-intl) runs only where it has work to do (its matcher, proxy.ts), and the two answers that need no
// code are given by the router from next.config.ts, before any proxy:
// - an English page without prefix is served from /en/... (next-intl's "as-needed" rewrite);
// - a guest whose saved language is French or Portuguese is sent to that language's page (docs/spec.md §9).
// docs/performance.md ("Where the proxy runs") has the table of who answers what, and what it saved.

/**
 * A public path without a locale prefix, as a path-to-regexp source with the rest in `:path`: not /en, /fr, /pt,
 * not an API route, Next's files, uploaded media or the backoffice, and no dot anywhere (files from public/, robots,
 * the sitemap). proxy.ts spells the same pattern out in its matcher (Next reads that one as a literal).
 */
export const UNPREFIXED_PATH = '/:path((?!(?:en|fr|pt|api|_next|_vercel|media|backoffice)(?:/|$))[^.]+)';

/** The saved language cookie naming a prefixed locale, captured as `lang`. */
const SAVED_PREFIXED_LANGUAGE = [{ type: 'cookie' as const, key: LOCALE_COOKIE, value: '(?<lang>fr|pt)' }];

/** next.config.ts `redirects`: a saved French or Portuguese preference wins on an unprefixed page (307). */
export const savedLanguageRedirects: Awaited<ReturnType<NonNullable<NextConfig['redirects']>>> = [
  { source: '/', has: SAVED_PREFIXED_LANGUAGE, destination: '/:lang', permanent: false },
  { source: UNPREFIXED_PATH, has: SAVED_PREFIXED_LANGUAGE, destination: '/:lang/:path', permanent: false },
];

/** next.config.ts `rewrites.beforeFiles`: an unprefixed page is the English one, when the proxy did not run. */
export const englishRewrites = [
  { source: '/', destination: '/en' },
  { source: UNPREFIXED_PATH, destination: '/en/:path' },
];
