import Link from 'next/link';
import { secondaryButtonClass } from '@/components/ui/buttons';

/**
 * Previous, "Page n of m" and Next under a staff list, as links that work without JavaScript; nothing for a list
 * of one page. `href` gives the address of a page (1-based); `t` is the list's own translator, whose namespace has
 * `pagination`, `previous`, `next` and `page` ("Page {page} of {pages}").
 */
export function StaffPagination({
  page,
  pages,
  href,
  t,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  t: (key: 'pagination' | 'previous' | 'next' | 'page', values?: { page: number; pages: number }) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="flex items-center gap-3 text-sm">
      {page > 1 && (
        <Link href={href(page - 1)} className={secondaryButtonClass}>
          {t('previous')}
        </Link>
      )}
      <span>{t('page', { page, pages })}</span>
      {page < pages && (
        <Link href={href(page + 1)} className={secondaryButtonClass}>
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
