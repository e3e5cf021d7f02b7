'use client';

import { useTranslations } from 'next-intl';
import { locales } from '@/lib/i18n/routing';
import {
  inviteStaffAction,
  resetStaffTwoFactorAction,
  setStaffDisabledAction,
  setStaffRoleAction,
} from '@/lib/staff/accounts/actions';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff/auth/roles';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/** An admin invites a colleague (docs/decisions/11-staff-security.md §12): e-mail, role, backoffice language. */
export function InviteStaffForm() {
  const t = useTranslations('BackofficeAccounts');
  const tLanguages = useTranslations('BackofficeLanguages');
  const [state, action, pending, keep] = useActionForm(inviteStaffAction);
  const refused = state.status === 'refused' ? state : null;
  const errors = refused?.fieldErrors ?? {};
  const typed = (name: string, fallback: string) => String(refused?.values?.[name] ?? fallback);
  return (
    <form action={action} onSubmit={keep} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-[2_1_14rem]">
        <FormField id="invite-email" label={t('email')} error={errors.email}>
          <input
            {...fieldProps('invite-email', errors.email)}
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={typed('email', '')}
          />
        </FormField>
      </div>
      <FormField id="invite-role" label={t('role')} error={errors.role}>
        <select {...fieldProps('invite-role', errors.role)} name="role" defaultValue={typed('role', 'staff')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="invite-locale" label={t('language')} error={errors.locale}>
        <select {...fieldProps('invite-locale', errors.locale)} name="locale" defaultValue={typed('locale', 'pt')}>
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {tLanguages(locale)}
            </option>
          ))}
        </select>
      </FormField>
      <button type="submit" className={buttonClass} disabled={pending}>
        {t('invite')}
      </button>
      <div className="w-full">
        <FormOutcome state={state} />
      </div>
    </form>
  );
}

/** One account's controls: its role, disable or enable, reset its second factor. Each a form POST. */
export function AccountControls({
  account,
}: {
  account: { id: number; email: string; role: StaffRole; disabled: boolean; twoFactor: boolean };
}) {
  const t = useTranslations('BackofficeAccounts');
  const [roleState, saveRole, savingRole] = useActionForm(setStaffRoleAction);
  const [statusState, saveStatus, savingStatus] = useActionForm(setStaffDisabledAction);
  const [resetState, reset, resetting] = useActionForm(resetStaffTwoFactorAction);
  const other: StaffRole = account.role === 'admin' ? 'staff' : 'admin';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <form action={saveRole}>
          <input type="hidden" name="id" value={account.id} />
          <input type="hidden" name="role" value={other} />
          <button
            type="submit"
            className={secondaryButtonClass}
            disabled={savingRole}
            aria-label={t(`make.${other}Label`, { email: account.email })}
          >
            {t(`make.${other}`)}
          </button>
        </form>
        <form action={saveStatus}>
          <input type="hidden" name="id" value={account.id} />
          <input type="hidden" name="disabled" value={account.disabled ? 'false' : 'true'} />
          <button
            type="submit"
            className={secondaryButtonClass}
            disabled={savingStatus}
            aria-label={t(account.disabled ? 'enableLabel' : 'disableLabel', { email: account.email })}
          >
            {t(account.disabled ? 'enable' : 'disable')}
          </button>
        </form>
        {account.twoFactor && (
          <form action={reset}>
            <input type="hidden" name="id" value={account.id} />
            <button
              type="submit"
              className={secondaryButtonClass}
              disabled={resetting}
              aria-label={t('resetTwoFactorLabel', { email: account.email })}
            >
              {t('resetTwoFactor')}
            </button>
          </form>
        )}
      </div>
      <FormOutcome state={roleState} />
      <FormOutcome state={statusState} />
      <FormOutcome state={resetState} />
    </div>
  );
}
