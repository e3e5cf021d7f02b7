'use client';

import { useTranslations } from 'next-intl';
import { retryEmailAction } from '@/lib/mail/staff-actions';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/** Puts one outbox e-mail back in the queue (the E-mails page's Retry): a form posting its id. */
export function RetryEmailButton({ id, subject }: { id: number; subject: string }) {
  const t = useTranslations('BackofficeEmails');
  const [state, action, pending] = useActionForm(retryEmailAction);
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={secondaryButtonClass}
        disabled={pending}
        aria-label={t('retryLabel', { subject })}
      >
        {pending ? t('retrying') : t('retry')}
      </button>
      {state.status === 'refused' && <FormOutcome state={state} />}
    </form>
  );
}
