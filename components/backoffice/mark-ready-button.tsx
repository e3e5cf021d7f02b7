'use client';

import { useTranslations } from 'next-intl';
import { changeOrderStatusAction } from '@/lib/backoffice/actions';
import { buttonClass } from './field';
import { useStaffAction } from './use-staff-action';

/**
 * One tap: the order becomes `shipped`, shown as "Ready for pickup" (issue 13 §6), through the same action as the
 * order page, so the stock rule, the guest's e-mail and the activity log apply.
 */
export function MarkReadyButton({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const t = useTranslations('BackofficePickups');
  const { run, pending, error } = useStaffAction();
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={`${buttonClass} w-full`}
        disabled={pending}
        aria-label={t('markReadyLabel', { number: orderNumber })}
        onClick={() => run(() => changeOrderStatusAction({ orderId, status: 'shipped' }))}
      >
        {pending ? t('updating') : t('markReady')}
      </button>
      {error && <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800">{error}</p>}
    </div>
  );
}
