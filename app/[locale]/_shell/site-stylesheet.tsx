'use client';
// The public pages' stylesheet, sent once: as a <style> in the HTML's head, and not again in the page's inline
// React Server Components payload, where Next's own inline stylesheet repeats its text (docs/performance.md, "The
// stylesheet once"). A client component: its props are the only part of it in the payload, and it has none. On the
// server it renders the text (generated/site-stylesheet/css.ts, compiled by scripts/build-stylesheet.mjs); in the
// browser React finds that <style> by its href (a hoisted stylesheet resource, keyed like a <link>'s) and keeps it as
// it is, so the browser's copy renders no text and its bundle holds none (Next compiles `typeof window` to a constant,
// and the server-only branch is dropped from the browser's build: tests/e2e/performance/page-weight.spec.ts).
import { siteStylesheetHref } from '@/generated/site-stylesheet/href';

function serverText(): string {
  // The check here, before the require, is what drops it from the browser's build (a require in a function that is
  // only called on the server is kept, and the text with it). A require, not an import, for the same reason.
  if (typeof window !== 'undefined') return '';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@/generated/site-stylesheet/css') as typeof import('@/generated/site-stylesheet/css'))
    .siteStylesheetCss;
}

/**
 * Renders the public stylesheet into the document's head (React hoists it). A page that arrives without it, by a
 * client navigation from a staff page or the plain not-found page (they share the root layout), loads the same
 * text as a file (public/_site/, by the same address), and React shows the page once it is loaded.
 */
export function SiteStylesheet() {
  if (typeof window === 'undefined') {
    return (
      <style href={siteStylesheetHref} precedence="site">
        {serverText()}
      </style>
    );
  }
  // React keeps the <style> the server sent as it is (its text is not rendered again).
  return document.querySelector('style[data-precedence="site"]') ? (
    <style href={siteStylesheetHref} precedence="site" />
  ) : (
    <link rel="stylesheet" href={siteStylesheetHref} precedence="site" />
  );
}
