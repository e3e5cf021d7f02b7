'use client';

import { useTranslations } from 'next-intl';
import { forgotPasswordAction, setPasswordAction } from '@/lib/staff/accounts/password-actions';
import { buttonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/** "Forgot password" (docs/decisions/11-staff-security.md §12): one answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('BackofficePassword');
  const [state, action, pending, keep] = useActionForm(forgotPasswordAction);
  const refused = state.status === 'refused' ? state : null;
  const error = refused?.fieldErrors?.email;
  return (
    <form action={action} onSubmit={keep} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('forgotIntro')}</p>
      <FormField id="forgot-email" label={t('email')} error={error}>
        <input
          {...fieldProps('forgot-email', error)}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={String(refused?.values?.email ?? '')}
        />
      </FormField>
      <button type="submit" className={buttonClass} disabled={pending}>
        {t('send')}
      </button>
      <FormOutcome state={state} />
    </form>
  );
}

/** The page a one-time link opens: the new password, typed twice; the token rides along hidden. */
export function SetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('BackofficePassword');
  const [state, action, pending, keep] = useActionForm(setPasswordAction);
  const errors = state.status === 'refused' ? (state.fieldErrors ?? {}) : {};
  return (
    <form action={action} onSubmit={keep} className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <FormField id="new-password" label={t('newPassword')} error={errors.password}>
        <input
          {...fieldProps('new-password', errors.password)}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={12}
          required
        />
      </FormField>
      <FormField id="confirm-password" label={t('confirm')} error={errors.confirm}>
        <input
          {...fieldProps('confirm-password', errors.confirm)}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
        />
      </FormField>
      <p className="text-sm text-slate-600">{t('rule')}</p>
      <button type="submit" className={buttonClass} disabled={pending}>
        {t('save')}
      </button>
      <FormOutcome state={state} />
    </form>
  );
}
