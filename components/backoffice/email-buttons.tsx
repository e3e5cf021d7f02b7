'use client';

import { resendOrderEmailAction, retryEmailAction } from '@/lib/backoffice/actions';
import type { OrderEmailTemplate } from '@/emails/order-email';
import { secondaryButtonClass } from './field';
import { useStaffAction } from './use-staff-action';

/** Puts one outbox e-mail back in the queue (the E-mails page's Retry). */
export function RetryEmailButton({ id, subject }: { id: number; subject: string }) {
  const { run, pending, error } = useStaffAction();
  return (
    <>
      <button type="button" className={secondaryButtonClass} disabled={pending} aria-label={`Retry: ${subject}`} onClick={() => run(() => retryEmailAction({ id }))}>
        {pending ? 'Retrying...' : 'Retry'}
      </button>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </>
  );
}

/** Sends a fresh copy of one of an order's e-mails (the order page's Resend). */
export function ResendOrderEmailButton({ orderId, template }: { orderId: number; template: OrderEmailTemplate }) {
  const { run, pending, error } = useStaffAction();
  return (
    <>
      <button type="button" className={secondaryButtonClass} disabled={pending} aria-label={`Resend ${template}`} onClick={() => run(() => resendOrderEmailAction({ orderId, template }))}>
        {pending ? 'Queueing...' : `Resend ${template}`}
      </button>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </>
  );
}
