'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { OrderStatus } from '@/generated/prisma/client';
import { changeOrderStatusAction } from '@/lib/shop/staff-actions';
import { nextStatuses } from '@/lib/shop/order-status-values';
import { buttonClass } from './field';
import { useMounted } from './use-mounted';
import { useStaffAction } from './use-staff-action';

/**
 * Changes an order's status, offering only the changes docs/orders.md allows from its current one; stock follows on
 * the server (docs/spec.md §4), errors such as 'Failed to update stock' show here.
 */
export function OrderStatusForm({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const t = useTranslations('BackofficeOrders');
  const tStatus = useTranslations('OrderStatus');
  const [saved, setSaved] = useState(false);
  const { run, pending, error } = useStaffAction();
  // The select is uncontrolled so a choice made while the page loads is kept; the button waits for React.
  const mounted = useMounted();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        const next = new FormData(event.currentTarget).get('status');
        run(() => changeOrderStatusAction({ orderId, status: next }), () => setSaved(true));
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="status" className="text-sm font-medium">{t('status')}</label>
        <select id="status" name="status" defaultValue={status} className="rounded border border-slate-300 bg-white px-3 py-2">
          {nextStatuses(status).map((value) => <option key={value} value={value}>{tStatus(value)}</option>)}
        </select>
      </div>
      <button type="submit" className={buttonClass} disabled={!mounted || pending}>{pending ? t('updating') : t('updateStatus')}</button>
      {error && <p role="alert" className="w-full rounded bg-red-50 p-3 text-sm text-red-800">{error}</p>}
      {saved && !error && <p role="status" className="w-full text-sm text-green-800">{t('statusUpdated')}</p>}
    </form>
  );
}
