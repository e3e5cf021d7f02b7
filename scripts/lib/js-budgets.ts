// Issue 15 §2: how much JavaScript a page may load first, as a difference to the bare Next.js page of the same
// versions (scripts/bench/bare-next), measured from its build, never a constant. Read by `npm run js-size` and by
// the gate in tests/e2e/first-load-js.spec.ts; docs/performance.md ("First-load JavaScript") records the figures.

/** kB (1024 bytes) gzip a public page may load first above the bare page: without a form, and with one. */
export const JS_OVER_BARE_KB = { withoutForm: 25, withForm: 45 } as const;

/** Public pages with a form (issue 15 §2): checkout, the partner page (review and booking), contact, partnership. */
const FORM_PAGES = /^\/\[locale\]\/(checkout|contact|partnership|\[categoryId\]\/\[id\])\/page$/;

/** Issue 6's budget for backoffice pages, kB gzip; issue 15's differences cover the public pages only. */
export const BACKOFFICE_BUDGET_KB = 200;
/**
 * Backoffice pages over that budget, with the ceiling measured when they were added (rounded up): the partner form
 * carries the hours editor, the image fields and react-hook-form with the whole partner schema (issue 12: 210.0 kB).
 */
const BACKOFFICE_CEILING_KB: readonly { routes: RegExp; kB: number; why: string }[] = [
  { routes: /^\/backoffice\/\(protected\)\/partners\/(new|\[id\])\/page$/, kB: 211, why: 'partner form: hours editor, image fields, react-hook-form and the partner schema' },
];

/**
 * Public pages that miss their target today: their fail line stays the absolute ceiling measured when it was set
 * (rounded up to the next kB), so any growth fails, until they meet the target. Delete an entry then. Route
 * patterns are the app routes of the build (`/[locale]/contact/page`); the first match applies.
 */
export const JS_CEILING_KB: readonly { routes: RegExp; kB: number; why: string }[] = [
  {
    // The partner page also computes open-now in the browser, so that the page itself can be cached. 202 until
    // issue 12 §2 made the browser pick today's season too (202.2 kB measured), 203 until issue 16 marked its
    // offer and booking links for insights (203.2 kB).
    routes: /^\/\[locale\]\/\[categoryId\]\/\[id\]\/page$/,
    kB: 204,
    why: 'partner page: review and booking forms (react-hook-form and zod/mini), open-now and today\'s season computed in the browser',
  },
  {
    // 196 until issue 13 kept the form on screen while Order Complete loads (no empty-cart flash): +0.1 kB; 197
    // until issue 13 §3 added the pickup slot choice (198.0 kB, just over 198).
    routes: /^\/\[locale\]\/checkout\/page$/,
    kB: 199,
    why: 'checkout: react-hook-form and zod/mini on top of the shell, the cart kept until Order Complete shows',
  },
  {
    routes: /^\/\[locale\]\/(contact|partnership)\/page$/,
    kB: 196,
    why: 'public page with a form (react-hook-form and zod/mini on top of the shell)',
  },
];

export interface JsLimit {
  /** The gate's fail line, kB gzip. */
  kB: number;
  /** target: the bare page plus the allowed difference; ceiling: a missed target's kept ceiling; budget: backoffice. */
  kind: 'target' | 'ceiling' | 'budget';
  /** Issue 15's target for the page (kB gzip); undefined for backoffice pages. */
  targetKB?: number;
  why: string;
}

/**
 * The most first-load JavaScript (kB gzip) `route` may ship, given the bare page's `bareKB` measured from its build
 * in the same run: bare + 25 kB without a form, bare + 45 kB with one; a missed target's ceiling where it is higher;
 * backoffice pages their 200 kB budget.
 */
export function jsLimitFor(route: string, bareKB: number): JsLimit {
  if (route.startsWith('/backoffice')) {
    const over = BACKOFFICE_CEILING_KB.find(({ routes }) => routes.test(route));
    return over ? { kB: over.kB, kind: 'ceiling', why: `over the backoffice budget of ${BACKOFFICE_BUDGET_KB} kB, ${over.why}` } : { kB: BACKOFFICE_BUDGET_KB, kind: 'budget', why: 'backoffice page' };
  }
  const withForm = FORM_PAGES.test(route);
  const allowance = JS_OVER_BARE_KB[withForm ? 'withForm' : 'withoutForm'];
  const why = `bare page ${bareKB.toFixed(1)} kB + ${allowance} kB, ${withForm ? 'with' : 'without'} a form`;
  const targetKB = bareKB + allowance;
  const ceiling = JS_CEILING_KB.find(({ routes }) => routes.test(route));
  if (ceiling && ceiling.kB > targetKB)
    return { kB: ceiling.kB, kind: 'ceiling', targetKB, why: `target missed, ${ceiling.why}` };
  return { kB: targetKB, kind: 'target', targetKB, why };
}
