/** Primary button style of the backoffice. */
export const buttonClass =
  'rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60';
/** Secondary (outlined) button style. */
export const secondaryButtonClass =
  'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60';
