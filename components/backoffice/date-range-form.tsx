import type { ReactNode } from 'react';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';

/** The look of a staff filter's control (select or date), shared by the date-range form's callers. */
export const filterFieldClass = 'max-w-full rounded border border-slate-300 bg-white px-3 py-2';
/** A labelled control in a staff filter form: the label above, never wider than the phone. */
export const filterLabelClass = 'flex max-w-full min-w-0 flex-col gap-1 text-sm font-medium';

/**
 * The staff pages' date-range filter (analytics, insights, the redemption ledger, the activity log): a GET form of
 * `from` and `to` (YYYY-MM-DD, Lisbon days, as the date inputs send them), with the page's own filters before the
 * dates (`children`) and its links after the button (`actions`, e.g. a CSV export). Works without JavaScript.
 */
export function DateRangeForm({
  from,
  to,
  labels,
  primary = false,
  children,
  actions,
}: {
  from?: string;
  to?: string;
  labels: { from: string; to: string; submit: string };
  /** The button as the page's main action (a report), rather than a filter of a list. */
  primary?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <form role="search" className="flex flex-wrap items-end gap-2">
      {children}
      <label className={filterLabelClass}>
        {labels.from}
        <input type="date" name="from" defaultValue={from ?? ''} className={filterFieldClass} />
      </label>
      <label className={filterLabelClass}>
        {labels.to}
        <input type="date" name="to" defaultValue={to ?? ''} className={filterFieldClass} />
      </label>
      <button type="submit" className={primary ? buttonClass : secondaryButtonClass}>
        {labels.submit}
      </button>
      {actions}
    </form>
  );
}
