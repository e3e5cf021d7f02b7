'use client';

import { useTranslations } from 'next-intl';
import { partnerCommandAction } from '@/lib/directory/staff-partner-actions';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';

/**
 * Publish, hide or show, and delete a partner (docs/decisions/12-staff-run-directory.md §1, §6), plus its draft preview and public page. One form
 * posts the pressed button's command, so it works without JavaScript; with it, deleting asks first.
 */
export function PartnerControls({
  id,
  name,
  isDraft,
  isVisible,
  publicPath,
}: {
  id: number;
  name: string;
  isDraft: boolean;
  isVisible: boolean;
  publicPath: string;
}) {
  const t = useTranslations('BackofficePartners');
  const [state, formAction, pending] = useActionForm(partnerCommandAction);
  return (
    <form action={formAction} className="flex flex-col gap-2" aria-label={t('controlsLabel', { name })}>
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-wrap items-center gap-2">
        {isDraft && (
          <button type="submit" name="command" value="publish" className={buttonClass} disabled={pending}>
            {t('publish')}
          </button>
        )}
        <button
          type="submit"
          name="command"
          value={isVisible ? 'hide' : 'show'}
          className={secondaryButtonClass}
          disabled={pending}
        >
          {isVisible ? t('hide') : t('show')}
        </button>
        <button
          type="submit"
          name="command"
          value="delete"
          className={secondaryButtonClass}
          disabled={pending}
          onClick={(event) => {
            if (!window.confirm(t('confirmDelete', { name }))) event.preventDefault();
          }}
        >
          {t('delete')}
        </button>
        <a
          href={`/api/backoffice/preview?partner=${id}`}
          className="text-sm text-brand-700 underline"
          target="_blank"
          rel="noopener"
        >
          {t('preview')}
        </a>
        {!isDraft && isVisible && (
          <a href={publicPath} className="text-sm text-brand-700 underline" target="_blank" rel="noopener">
            {t('publicPage')}
          </a>
        )}
      </div>
      <div aria-live="polite">
        <FormOutcome state={state} />
      </div>
    </form>
  );
}
