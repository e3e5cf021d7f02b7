'use client';

import { useTranslations } from 'next-intl';
import { resendOrderEmailAction, retryEmailAction } from '@/lib/backoffice/actions';
import type { OrderEmailTemplate } from '@/emails/order-email';
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

/** Sends a fresh copy of one of an order's e-mails (the order page's Resend). */
export function ResendOrderEmailButton({ orderId, template }: { orderId: number; template: OrderEmailTemplate }) {
  const t = useTranslations('BackofficeEmails');
  const { run, pending, error } = useStaffAction();
  return (
    <>
      <button type="button" className={secondaryButtonClass} disabled={pending} aria-label={t('resend', { template })} onClick={() => run(() => resendOrderEmailAction({ orderId, template }))}>
        {pending ? t('queueing') : t('resend', { template })}
      </button>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </>
  );
}
