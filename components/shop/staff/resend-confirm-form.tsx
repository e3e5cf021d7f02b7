'use client';

import { resendOrderEmailAction } from '@/lib/shop/staff-actions';
import { buttonClass } from '@/components/ui/buttons';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/** The confirmed "Resend": a POSTed form (works without JavaScript); a refusal shows here, in the staff language. */
export function ResendConfirmForm({ orderId, template, label }: { orderId: number; template: string; label: string }) {
  const [state, action, pending] = useActionForm(resendOrderEmailAction);
  return (
    <form action={action} className="flex flex-col gap-2">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="template" value={template} />
      <button type="submit" className={`${buttonClass} self-start`} disabled={pending}>
        {label}
      </button>
      {state.status === 'refused' && <FormOutcome state={state} className="rounded bg-red-50 p-2 text-sm" />}
    </form>
  );
}
