import type { ReactNode } from 'react';
import { ScrollBox } from '@/components/ui/scroll-box';
import { STICKY_NAME_COLUMN } from './staff-table';

/**
 * A captioned table of figures (sales analytics, Insights): first column text (kept in view while a phone scrolls
 * the table; a name may be a link), the others right-aligned numbers; `empty` in one row when there are none.
 * `captionHidden`: the caption is for screen readers only, and the table has no frame of its own, for a table inside
 * a section whose heading already names it.
 */
export function FiguresTable({
  caption,
  head,
  rows,
  empty,
  captionHidden = false,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
  captionHidden?: boolean;
}) {
  return (
    <ScrollBox label={caption} className={captionHidden ? undefined : 'rounded border border-slate-200 bg-white p-4'}>
      <table className={`w-full text-left text-sm ${STICKY_NAME_COLUMN[1]}`}>
        <caption className={captionHidden ? 'sr-only' : 'mb-2 text-left font-semibold'}>{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={`px-2 py-1 ${index ? 'text-right' : ''}`}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={head.length} className="px-2 py-1 text-slate-600">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-t border-slate-200">
              {row.map((cell, index) => (
                <td key={index} className={`px-2 py-1 ${index ? 'text-right tabular-nums' : ''}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
