import { ScrollBox } from '@/components/ui/scroll-box';
import { STICKY_NAME_COLUMN } from './staff-table';

/**
 * A captioned table of figures (sales analytics, Insights): first column text (kept in view while a phone scrolls
 * the table), the others right-aligned numbers; `empty` in one row when there are none.
 */
export function FiguresTable({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
  empty: string;
}) {
  return (
    <ScrollBox label={caption} className="rounded border border-slate-200 bg-white p-4">
      <table className={`w-full text-left text-sm ${STICKY_NAME_COLUMN[1]}`}>
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
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
          {rows.map((row) => (
            <tr key={String(row[0])} className="border-t border-slate-200">
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
