/** Table classes shared by the backoffice lists and the partner's ledger (components/membership/ledger-table.tsx). */

// The column that names the row (product, order number, partner) stays in view while the rest scrolls.
export const STICKY_NAME_COLUMN = {
  1: '[&_td:first-child]:sticky [&_td:first-child]:left-0 [&_td:first-child]:bg-white [&_th:first-child]:sticky [&_th:first-child]:left-0 [&_th:first-child]:bg-slate-100',
  2: '[&_td:nth-child(2)]:sticky [&_td:nth-child(2)]:left-0 [&_td:nth-child(2)]:bg-white [&_th:nth-child(2)]:sticky [&_th:nth-child(2)]:left-0 [&_th:nth-child(2)]:bg-slate-100',
} as const;
