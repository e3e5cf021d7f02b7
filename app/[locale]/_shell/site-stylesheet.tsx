'use client';
// The public pages' stylesheet, sent once: as a <style> in the HTML's head, and not again in the page's inline
// React Server Components payload, where Next's own inline stylesheet repeats its text (docs/performance.md, "The
// stylesheet once"). A client component: its props are the only part of it in the payload, and it has none. On the
// server it renders the text (generated/site-stylesheet/css.ts, compiled by scripts/build-stylesheet.mjs); in the
// browser React finds that <style> by its href (a hoisted stylesheet resource, keyed like a <link>'s) and keeps it as
// it is, so the browser's copy renders no text and its bundle holds none (Next compiles `typeof window` to a constant,
// and the server-only branch is dropped from the browser's build: tests/e2e/performance/page-weight.spec.ts).
import { siteStylesheetHref } from '@/generated/site-stylesheet/href';

function stylesheetText(): string {
  if (typeof window !== 'undefined') return '';
  // A require, not an import: an import would put the text in the browser's bundle too.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@/generated/site-stylesheet/css') as typeof import('@/generated/site-stylesheet/css'))
    .siteStylesheetCss;
}

/** Renders the public stylesheet into the document's head (React hoists it), before any other style. */
export function SiteStylesheet() {
  return (
    <style href={siteStylesheetHref} precedence="site">
      {stylesheetText()}
    </style>
  );
}
