'use server';

import { getStaffTranslations } from '@/lib/i18n/staff';
import { changeOrderStatusAction } from './actions';
import { staffFormState, type StaffFormState } from './staff-form';

/**
 * A status change posted by a plain form (today's pickups' one-tap buttons, docs/orders.md): fields `orderId` and
 * `status`, the same checks, stock rule, e-mails and activity entry as changeOrderStatusAction. Works without
 * JavaScript (React form action); the form's state carries the saved or refused message in the staff language.
 */
export async function orderStatusFormAction(_previous: StaffFormState, formData: FormData): Promise<StaffFormState> {
  const result = await changeOrderStatusAction({ orderId: Number(formData.get('orderId')), status: formData.get('status') });
  return staffFormState(result, result.ok ? (await getStaffTranslations('BackofficeOrders'))('statusUpdated') : '');
}
