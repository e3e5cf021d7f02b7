import { ScrollBox } from '@/components/ui/scroll-box';
import { STICKY_NAME_COLUMN } from '@/lib/ui/sticky-column';
import type { ReactNode } from 'react';

/** A header cell: its text (or a visually hidden label), and 'right' for a column of amounts. */
export type StaffColumn = { key: string; label: ReactNode; align?: 'right' };

type Props = {
  caption: string;
  columns: StaffColumn[];
  tableClassName: string;
  nameColumn?: 1 | 2;
  empty?: ReactNode;
  children: ReactNode;
};

export { STICKY_NAME_COLUMN };

/**
 * A backoffice list: a bordered box that scrolls sideways on a phone with the column that names the row
 * (`nameColumn`, 1-based: the first or the second) kept in view, a caption for screen readers and one header row;
 * `children` are the body rows. `tableClassName` sets the width below which it scrolls (e.g. "min-w-[44rem]").
 * `empty`, when given, is shown in one row across every column (a list that keeps its header when nothing matches).
 */
export function StaffTable({ caption, columns, tableClassName, nameColumn = 1, empty, children }: Props) {
  return (
    <ScrollBox label={caption} className="rounded border border-slate-200 bg-white">
      <table className={`w-full ${tableClassName} text-left text-sm ${STICKY_NAME_COLUMN[nameColumn]}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {columns.map(({ key, label, align }) => (
              <th key={key} scope="col" className={align === 'right' ? 'px-3 py-2 text-right' : 'px-3 py-2'}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty !== undefined && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-2 text-slate-600">
                {empty}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </ScrollBox>
  );
}
