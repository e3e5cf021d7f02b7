import Link from 'next/link';
import { secondaryButtonClass } from './field';

/**
 * Previous, "Page n of m" and Next under a staff list, as links that work without JavaScript; nothing for a list
 * of one page. `href` gives the address of a page (1-based); `labels` are the list's own translated words.
 */
export function StaffPagination({
  page,
  pages,
  href,
  labels,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  labels: { name: string; previous: string; next: string; position: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.name} className="flex items-center gap-3 text-sm">
      {page > 1 && (
        <Link href={href(page - 1)} className={secondaryButtonClass}>
          {labels.previous}
        </Link>
      )}
      <span>{labels.position}</span>
      {page < pages && (
        <Link href={href(page + 1)} className={secondaryButtonClass}>
          {labels.next}
        </Link>
      )}
    </nav>
  );
}
