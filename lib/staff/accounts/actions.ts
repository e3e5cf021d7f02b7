'use server';

import { revalidatePath } from 'next/cache';
import { formFields, type FormState } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import type { ActionResult } from '@/lib/actions/result';
import { adminAction, staffFormState, STAFF_MESSAGES, type StaffContext } from '@/lib/actions/staff-action';
import { prisma } from '@/lib/db';
import { sendStaffAccountLinkEmail } from './account-email';
import { requestAddress } from '@/lib/staff/activity/request';
import { accountIdSchema, accountRoleSchema, accountStatusSchema, inviteStaffSchema } from './schemas';
import {
  AccountRefused,
  inviteStaffAccount,
  resetStaffSecondFactor,
  setStaffDisabled,
  setStaffRole,
  type Actor,
} from './manage';

/*
 * The Accounts page's forms (docs/decisions/11-staff-security.md §12). Each is an admin's only (adminAction: a staff
 * session's post is refused before anything runs), and the service checks the acting account again inside its
 * transaction. They post without JavaScript; every change is in the activity log (logged by the service).
 */

const PAGE = '/backoffice/accounts';
const MESSAGES = ['BackofficeAccounts.errors', ...STAFF_MESSAGES];

/** Runs one account form: admin check, body, refusals of the service as messages, the page revalidated. */
async function accountForm(body: (context: StaffContext, actor: Actor) => Promise<ActionResult<string>>) {
  return adminAction(async (context) => {
    try {
      const answer = await body(context, { id: context.staff.id, address: await requestAddress() });
      if (answer.ok) revalidatePath(PAGE);
      return answer;
    } catch (error) {
      if (error instanceof AccountRefused && error.message === 'emailTaken')
        return { ok: false, error: 'fixFields', fieldErrors: { email: 'emailTaken' } };
      if (error instanceof AccountRefused) return { ok: false, error: error.message };
      throw error;
    }
  }, MESSAGES);
}

/** Invites a colleague: fields `email`, `role` (admin, staff), `locale` (en, fr, pt). E-mails a 7-day link. */
export async function inviteStaffAction(_previous: FormState, form: FormData): Promise<FormState> {
  const submitted = formFields(form, ['email', 'role', 'locale']);
  const result = await accountForm(async ({ t }, actor) => {
    const parsed = inviteStaffSchema.safeParse(submitted);
    if (!parsed.success) return zodFailure(parsed.error);
    const account = await inviteStaffAccount(prisma, actor, parsed.data);
    await sendStaffAccountLinkEmail({
      to: account.email,
      token: account.token,
      purpose: 'invite',
      locale: parsed.data.locale,
    });
    return { ok: true, data: t('BackofficeAccounts.invited', { email: account.email }) };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined, submitted });
}

/** Changes an account's role: fields `id`, `role`. The last enabled admin keeps theirs. */
export async function setStaffRoleAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await accountForm(async ({ t }, actor) => {
    const parsed = accountRoleSchema.safeParse({ id: form.get('id'), role: form.get('role') });
    if (!parsed.success) return { ok: false, error: 'invalidRequest' };
    await setStaffRole(prisma, actor, parsed.data.id, parsed.data.role);
    return { ok: true, data: t('BackofficeAccounts.roleSaved') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}

/** Disables (`disabled=true`, its sessions end at once) or enables an account: fields `id`, `disabled`. */
export async function setStaffDisabledAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await accountForm(async ({ t }, actor) => {
    const parsed = accountStatusSchema.safeParse({ id: form.get('id'), disabled: form.get('disabled') });
    if (!parsed.success) return { ok: false, error: 'invalidRequest' };
    const disabled = parsed.data.disabled === 'true';
    await setStaffDisabled(prisma, actor, parsed.data.id, disabled);
    return { ok: true, data: t(disabled ? 'BackofficeAccounts.disabledDone' : 'BackofficeAccounts.enabledDone') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}

/** Removes an account's second factor and ends its sessions: field `id`. */
export async function resetStaffTwoFactorAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await accountForm(async ({ t }, actor) => {
    const parsed = accountIdSchema.safeParse({ id: form.get('id') });
    if (!parsed.success) return { ok: false, error: 'invalidRequest' };
    await resetStaffSecondFactor(prisma, actor, parsed.data.id);
    return { ok: true, data: t('BackofficeAccounts.twoFactorResetDone') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}
