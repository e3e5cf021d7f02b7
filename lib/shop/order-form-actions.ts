'use server';

import { redirect } from 'next/navigation';
import { getStaffTranslations } from '@/lib/i18n/staff';
import { changeOrderStatusAction, resendOrderEmailAction } from './staff-actions';
import type { FormState } from '@/lib/actions/form-state';
import { staffFormState } from '@/lib/actions/staff-action';

/**
 * A status change posted by a plain form (today's pickups' one-tap buttons, docs/orders.md): fields `orderId` and
 * `status`, the same checks, stock rule, e-mails and activity entry as changeOrderStatusAction. Works without
 * JavaScript (React form action); the form's state carries the saved or refused message in the staff language.
 */
export async function orderStatusFormAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const result = await changeOrderStatusAction({ orderId: Number(formData.get('orderId')), status: formData.get('status') });
  return staffFormState(result, { message: result.ok ? (await getStaffTranslations('BackofficeOrders'))('statusUpdated') : undefined });
}

/**
 * The confirmed "Resend" of an order's e-mail (docs/mail.md "Resending an order's e-mail"), posted by the
 * confirmation page's form: fields `orderId` and `template`; the server refuses an e-mail that does not fit the
 * order's status. On success, back to the order's page, which says what was queued.
 */
export async function resendOrderEmailFormAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const orderId = Number(formData.get('orderId'));
  const template = formData.get('template');
  const result = await resendOrderEmailAction({ orderId, template });
  if (result.ok) redirect(`/backoffice/orders/edit/${orderId}?resent=${encodeURIComponent(String(template))}`);
  return staffFormState(result);
}
