// Issue 6 item 4: how much JavaScript a page may load first. Read by `npm run js-size` and by the gate in
// tests/e2e/first-load-js.spec.ts; docs/performance.md ("First-load JavaScript") records the figures and the gaps.

/** Issue 6's budgets for first-load JavaScript, kB (1024 bytes) gzip: public pages and backoffice pages. */
export const JS_BUDGET_KB = { public: 130, backoffice: 200 } as const;

/**
 * Where a budget is not met yet: a ceiling at the size measured when it was set, rounded up to the next kB, so
 * any growth fails the gate. Lower a ceiling when its pages shrink; delete it once they meet the budget. Route
 * patterns are the app routes of the build (`/[locale]/contact/page`); the first matching ceiling applies.
 */
export const JS_CEILING_KB: readonly { routes: RegExp; kB: number; why: string }[] = [
  {
    // The partner page also computes open-now in the browser, so that the page itself can be cached.
    routes: /^\/\[locale\]\/\[categoryId\]\/\[id\]\/page$/,
    kB: 202,
    why: 'partner page: review and booking forms (react-hook-form and zod/mini), open-now computed in the browser',
  },
  {
    routes: /^\/\[locale\]\/(checkout|contact|partnership)\/page$/,
    kB: 196,
    why: 'public page with a form (react-hook-form and zod/mini on top of the shell)',
  },
  {
    routes: /^\/\[locale\]\//,
    kB: 156,
    why: "public page: Next.js's own root chunks alone are 129 kB, leaving 1 kB of the 130 kB budget",
  },
];

/** The most first-load JavaScript (kB gzip) a route may ship: its ceiling where one applies, else its budget. */
export function jsLimitFor(route: string): { kB: number; kind: 'budget' | 'ceiling'; why: string } {
  const ceiling = JS_CEILING_KB.find(({ routes }) => routes.test(route));
  if (ceiling) return { kB: ceiling.kB, kind: 'ceiling', why: ceiling.why };
  const backoffice = route.startsWith('/backoffice');
  return {
    kB: JS_BUDGET_KB[backoffice ? 'backoffice' : 'public'],
    kind: 'budget',
    why: backoffice ? 'backoffice page' : 'public page',
  };
}
