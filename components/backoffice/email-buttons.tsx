'use client';

import { useTranslations } from 'next-intl';
import { retryEmailAction } from '@/lib/shop/staff-actions';
import { secondaryButtonClass } from './field';
import { useStaffAction } from './use-staff-action';

/** Puts one outbox e-mail back in the queue (the E-mails page's Retry). */
export function RetryEmailButton({ id, subject }: { id: number; subject: string }) {
  const t = useTranslations('BackofficeEmails');
  const { run, pending, error } = useStaffAction();
  return (
    <>
      <button type="button" className={secondaryButtonClass} disabled={pending} aria-label={t('retryLabel', { subject })} onClick={() => run(() => retryEmailAction({ id }))}>
        {pending ? t('retrying') : t('retry')}
      </button>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </>
  );
}
