// docs/decisions/15-framework-ratios.md §2: how much JavaScript a page may load first, as a difference to the bare Next.js page of the same
// versions (scripts/bench/bare-next), measured from its build, never a constant. Read by `npm run js-size` and by
// the gate in tests/e2e/first-load-js.spec.ts; docs/performance.md ("First-load JavaScript") records the figures.

/** kB (1024 bytes) gzip a public page may load first above the bare page: without a form, and with one. */
export const JS_OVER_BARE_KB = { withoutForm: 25, withForm: 45 } as const;

/**
 * The most script (kB, as transferred) a public page may download until it is idle, given what the bare page
 * downloads in the same run (`bareKB`): bare + 25 kB without a form, bare + 45 kB with one. The gate in
 * tests/e2e/first-load-js.spec.ts measures both in Chromium (scripts/lib/script-download.ts).
 */
export function scriptDownloadLimitKB(bareKB: number, withForm: boolean): number {
  return bareKB + JS_OVER_BARE_KB[withForm ? 'withForm' : 'withoutForm'];
}

/** Public pages with a form (docs/decisions/15-framework-ratios.md §2): checkout, the partner page (review and booking), contact, partnership. */
const FORM_PAGES = /^\/\[locale\]\/(checkout|contact|partnership|\[categoryId\]\/\[id\])\/page$/;

/** docs/decisions/06-fast-accessible-hardened.md's budget for backoffice pages, kB gzip; docs/decisions/15-framework-ratios.md's differences cover the public pages only. */
export const BACKOFFICE_BUDGET_KB = 200;

export interface JsLimit {
  /** The gate's fail line, kB gzip. */
  kB: number;
  /** target: the bare page plus the allowed difference; budget: backoffice. */
  kind: 'target' | 'budget';
  /** docs/decisions/15-framework-ratios.md's target for the page (kB gzip); undefined for backoffice pages. */
  targetKB?: number;
  why: string;
}

/**
 * The most first-load JavaScript (kB gzip) `route` may ship, given the bare page's `bareKB` measured from its build
 * in the same run: bare + 25 kB without a form, bare + 45 kB with one; backoffice pages their 200 kB budget. Every
 * page meets its target (`npm run js-size`; the gate on public pages counts the real download, scriptDownloadLimitKB).
 */
export function jsLimitFor(route: string, bareKB: number): JsLimit {
  if (route.startsWith('/backoffice')) return { kB: BACKOFFICE_BUDGET_KB, kind: 'budget', why: 'backoffice page' };
  const withForm = FORM_PAGES.test(route);
  const allowance = JS_OVER_BARE_KB[withForm ? 'withForm' : 'withoutForm'];
  const targetKB = bareKB + allowance;
  return {
    kB: targetKB,
    kind: 'target',
    targetKB,
    why: `bare page ${bareKB.toFixed(1)} kB + ${allowance} kB, ${withForm ? 'with' : 'without'} a form`,
  };
}
