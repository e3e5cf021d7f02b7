'use client';

import type { OrderStatus } from '@/lib/shop/orders/order-status-values';
import { changeOrderStatusAction } from '@/lib/shop/staff-actions';
import { buttonClass } from '@/components/ui/buttons';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/**
 * One tap on today's pickups: a POSTed form that moves the order to `status` ("ready for pickup", "collected")
 * through the same action as the order page, so the allowed changes, the stock rule, the guest's e-mail and the
 * activity log apply (docs/orders.md). Works before hydration and without JavaScript.
 */
export function PickupStatusButton({
  orderId,
  status,
  label,
  ariaLabel,
}: {
  orderId: number;
  status: OrderStatus;
  label: string;
  ariaLabel: string;
}) {
  const [state, action, pending] = useActionForm(changeOrderStatusAction);
  return (
    <form action={action} className="flex flex-col gap-1">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="status" value={status} />
      <button type="submit" className={`${buttonClass} w-full`} disabled={pending} aria-label={ariaLabel}>
        {label}
      </button>
      {state.status === 'refused' && <FormOutcome state={state} className="rounded bg-red-50 p-2 text-sm" />}
    </form>
  );
}
