import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The banner of a staff preview (docs/decisions/12-staff-run-directory.md §6): the page shows drafts as guests will see them, and a link leaves
 * draft mode back to this page. Rendered only after isStaffPreview().
 * @param path the page's path without the language prefix, e.g. "/boat-tours/1".
 */
export function PreviewBanner({ path }: { path: string }) {
  const t = useTranslations('Preview');
  const locale = useLocale() as Locale;
  const exit = `/api/backoffice/preview/exit?to=${encodeURIComponent(getPathname({ href: path, locale }))}`;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded border-2 border-amber-500 bg-amber-50 p-3 text-amber-950"
    >
      <p>
        <strong>{t('title')}</strong> — {t('text')}
      </p>
      {/* A plain link: the exit is a route handler, not a page. */}
      <a href={exit} className="font-semibold underline">
        {t('exit')}
      </a>
    </div>
  );
}
