'use client';

import { useState } from 'react';
import type { OrderStatus } from '@/generated/prisma/client';
import { changeOrderStatusAction } from '@/lib/backoffice/actions';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/shop/order-status-values';
import { buttonClass } from './field';
import { useMounted } from './use-mounted';
import { useStaffAction } from './use-staff-action';

/** Changes an order's status; stock follows on the server (SPEC §4), errors such as 'Failed to update stock' show here. */
export function OrderStatusForm({ orderId, status }: { orderId: number; status: OrderStatus }) {
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
        <label htmlFor="status" className="text-sm font-medium">Status</label>
        <select id="status" name="status" defaultValue={status} className="rounded border border-slate-300 bg-white px-3 py-2 capitalize">
          {ORDER_STATUSES.map((value) => <option key={value} value={value}>{ORDER_STATUS_LABELS[value]}</option>)}
        </select>
      </div>
      <button type="submit" className={buttonClass} disabled={!mounted || pending}>{pending ? 'Updating...' : 'Update status'}</button>
      {error && <p role="alert" className="w-full rounded bg-red-50 p-3 text-sm text-red-800">{error}</p>}
      {saved && !error && <p role="status" className="w-full text-sm text-green-800">Status updated.</p>}
    </form>
  );
}
