'use server';

import type { ActionResult } from '@/lib/actions/result';
import { STAFF_MESSAGES, type StaffContext } from '@/lib/actions/staff-action';
import { noField, staffForm } from '@/lib/actions/staff-form';
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
 * The Accounts page's forms (docs/decisions/11-staff-security.md §12). Each is an admin's only (staffForm's admin role: a staff
 * session's post is refused before anything runs), and the service checks the acting account again inside its
 * transaction. They post without JavaScript; every change is in the activity log (logged by the service).
 */

const PAGE = '/backoffice/accounts';
const MESSAGES = ['BackofficeAccounts.errors', ...STAFF_MESSAGES];

/** What every account form shares: an admin's, its own messages first, the page refreshed. */
const accounts = { role: 'admin', namespaces: MESSAGES, refresh: () => PAGE } as const;

/**
 * Runs a service write as the acting admin (their id and the request's address: the service logs it) and answers
 * its message; the service's refusals (AccountRefused) become the form's: a taken e-mail on its field.
 */
async function asActor(
  { staff }: StaffContext,
  write: (actor: Actor) => Promise<string>,
): Promise<ActionResult<string>> {
  try {
    return { ok: true, data: await write({ id: staff.id, address: await requestAddress() }) };
  } catch (error) {
    if (error instanceof AccountRefused && error.message === 'emailTaken')
      return { ok: false, error: 'fixFields', fieldErrors: { email: 'emailTaken' } };
    if (error instanceof AccountRefused) return { ok: false, error: error.message };
    throw error;
  }
}

/** Invites a colleague: fields `email`, `role` (admin, staff), `locale` (en, fr, pt). E-mails a 7-day link. */
export const inviteStaffAction = staffForm({
  ...accounts,
  fields: ['email', 'role', 'locale'],
  schema: inviteStaffSchema,
  keepTyped: true,
  run: (invite, context) =>
    asActor(context, async (actor) => {
      const account = await inviteStaffAccount(prisma, actor, invite);
      await sendStaffAccountLinkEmail({
        to: account.email,
        token: account.token,
        purpose: 'invite',
        locale: invite.locale,
      });
      return context.t('BackofficeAccounts.invited', { email: account.email });
    }),
});

/** Changes an account's role: fields `id`, `role`. The last enabled admin keeps theirs. */
export const setStaffRoleAction = staffForm({
  ...accounts,
  fields: ['id', 'role'],
  schema: accountRoleSchema,
  fieldOf: noField,
  run: ({ id, role }, context) =>
    asActor(context, async (actor) => {
      await setStaffRole(prisma, actor, id, role);
      return context.t('BackofficeAccounts.roleSaved');
    }),
});

/** Disables (`disabled=true`, its sessions end at once) or enables an account: fields `id`, `disabled`. */
export const setStaffDisabledAction = staffForm({
  ...accounts,
  fields: ['id', 'disabled'],
  schema: accountStatusSchema,
  fieldOf: noField,
  run: ({ id, disabled }, context) =>
    asActor(context, async (actor) => {
      await setStaffDisabled(prisma, actor, id, disabled === 'true');
      return context.t(disabled === 'true' ? 'BackofficeAccounts.disabledDone' : 'BackofficeAccounts.enabledDone');
    }),
});

/** Removes an account's second factor and ends its sessions: field `id`. */
export const resetStaffTwoFactorAction = staffForm({
  ...accounts,
  fields: ['id'],
  schema: accountIdSchema,
  fieldOf: noField,
  run: ({ id }, context) =>
    asActor(context, async (actor) => {
      await resetStaffSecondFactor(prisma, actor, id);
      return context.t('BackofficeAccounts.twoFactorResetDone');
    }),
});
