'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';

/** A partner's state as text labels (docs/decisions/12-staff-run-directory.md §1, §6): draft or published, hidden, and which languages lack texts. */
export function PartnerStatus({
  isDraft,
  isVisible,
  missing,
}: {
  isDraft: boolean;
  isVisible: boolean;
  missing: Locale[];
}) {
  const t = useTranslations('BackofficePartners');
  return (
    <span className="inline-flex flex-wrap gap-1 text-xs font-medium">
      <span
        className={`rounded px-2 py-0.5 ${isDraft ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}
      >
        {isDraft ? t('status.draft') : t('status.published')}
      </span>
      {!isVisible && <span className="rounded bg-slate-200 px-2 py-0.5 text-slate-700">{t('status.hidden')}</span>}
      {missing.length > 0 ? (
        <span className="rounded bg-red-50 px-2 py-0.5 text-red-800">
          {t('status.missing', { languages: missing.map((locale) => locale.toUpperCase()).join(', ') })}
        </span>
      ) : (
        <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">{t('status.complete')}</span>
      )}
    </span>
  );
}
