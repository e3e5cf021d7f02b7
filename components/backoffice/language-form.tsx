'use client';

import { useLocale, useTranslations } from 'next-intl';
import { setStaffLanguageAction } from '@/lib/staff/language-actions';
import { locales } from '@/lib/i18n/routing';
import { buttonClass } from '@/components/ui/buttons';
import { useActionForm } from '@/components/ui/action-form';

/** Each language named in itself, so a staff member finds theirs whatever the page's language. */
const LANGUAGE_NAMES = { en: 'English', fr: 'Français', pt: 'Português' } as const;

/** The staff member's backoffice language (docs/decisions/12-staff-run-directory.md §7): a form POST, so it works without JavaScript. */
export function LanguageForm() {
  const t = useTranslations('BackofficeSecurity');
  const locale = useLocale();
  const [state, action, pending] = useActionForm(setStaffLanguageAction);
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor="staff-language" className="text-sm font-medium text-slate-800">
          {t('language')}
        </label>
        <select
          id="staff-language"
          name="locale"
          defaultValue={locale}
          className="rounded border border-slate-300 bg-white px-3 py-2"
        >
          {locales.map((value) => (
            <option key={value} value={value} lang={value}>
              {LANGUAGE_NAMES[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass} disabled={pending}>
        {pending ? t('savingLanguage') : t('saveLanguage')}
      </button>
      {state.status === 'refused' && (
        <p role="alert" className="w-full text-sm text-red-700">
          {state.error}
        </p>
      )}
      {state.status === 'done' && (
        <p role="status" className="w-full text-sm text-green-800">
          {state.message}
        </p>
      )}
    </form>
  );
}
