'use client';

import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@/lib/shop/orders/order-status-values';
import { changeOrderStatusAction } from '@/lib/shop/staff-actions';
import { nextStatuses } from '@/lib/shop/orders/order-status-values';
import { buttonClass } from '@/components/ui/buttons';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/**
 * Changes an order's status, offering only the changes docs/orders.md allows from its current one; stock follows on
 * the server (docs/spec.md §4), errors such as 'Failed to update stock' show here. Posts without JavaScript.
 */
export function OrderStatusForm({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const t = useTranslations('BackofficeOrders');
  const tStatus = useTranslations('OrderStatus');
  const [state, action, pending] = useActionForm(changeOrderStatusAction);
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="orderId" value={orderId} />
      <div className="flex flex-col gap-1">
        <label htmlFor="status" className="text-sm font-medium">
          {t('status')}
        </label>
        <select
          id="status"
          name="status"
          defaultValue={status}
          className="rounded border border-slate-300 bg-white px-3 py-2"
        >
          {nextStatuses(status).map((value) => (
            <option key={value} value={value}>
              {tStatus(value)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass} disabled={pending}>
        {pending ? t('updating') : t('updateStatus')}
      </button>
      <FormOutcome state={state} className="w-full" />
    </form>
  );
}
