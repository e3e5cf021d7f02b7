'use client';

import { startTransition, useActionState, useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type * as z from '@/lib/validation/zod';
import { loginAction } from '@/lib/staff/auth/actions';
import { signInSchema } from '@/lib/staff/auth/login-schema';
import { formResolver } from '@/lib/validation/resolver';
import { buttonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { useFieldMessage } from '@/components/ui/use-field-message';

/**
 * Staff sign-in form (docs/spec.md §6, §8 messages; docs/decisions/11-staff-security.md §4 code field). A real form POST to the server action, so it
 * signs in before hydration and without JavaScript; with JavaScript, react-hook-form validates first.
 * `expired` shows why the staff member is here again.
 */
export function LoginForm({ callbackUrl, expired }: { callbackUrl?: string; expired: boolean }) {
  const t = useTranslations('BackofficeLogin');
  const fieldMessage = useFieldMessage();
  const [state, formAction, pending] = useActionState(loginAction, null);
  const refused = state?.status === 'refused' ? state : null;
  const postedEmail = String(refused?.values?.email ?? '');
  const [showExpired, setShowExpired] = useState(expired);
  // The expired notice is shown once: a reload of the page no longer carries the flag.
  useEffect(() => {
    if (expired) window.history.replaceState(null, '', window.location.pathname);
  }, [expired]);
  const { register, handleSubmit, formState } = useForm<z.input<typeof signInSchema>>({
    resolver: formResolver(signInSchema),
    defaultValues: { email: postedEmail },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    void handleSubmit(() => {
      setShowExpired(false);
      startTransition(() => formAction(new FormData(form)));
    })(event);
  }

  const errors = {
    email: fieldMessage(formState.errors.email?.message),
    password: fieldMessage(formState.errors.password?.message),
    code: fieldMessage(formState.errors.code?.message),
  };
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {showExpired && !refused && (
        <p role="status" className="rounded bg-amber-50 p-3 text-sm text-amber-900">
          {t('expired')}
        </p>
      )}
      {refused && (
        <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
          {refused.error}
        </p>
      )}
      <input type="hidden" name="callbackUrl" value={callbackUrl ?? ''} />
      <FormField id="email" label={t('email')} error={errors.email}>
        <input
          type="email"
          autoComplete="username"
          defaultValue={postedEmail}
          {...fieldProps('email', errors.email)}
          {...register('email')}
        />
      </FormField>
      <FormField id="password" label={t('password')} error={errors.password}>
        <input
          type="password"
          autoComplete="current-password"
          {...fieldProps('password', errors.password)}
          {...register('password')}
        />
      </FormField>
      <FormField id="code" label={t('code')} error={errors.code}>
        <input
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus={Boolean(refused?.fieldErrors?.code)}
          {...fieldProps('code', errors.code)}
          {...register('code')}
          aria-describedby={errors.code ? 'code-error code-hint' : 'code-hint'}
        />
      </FormField>
      <p id="code-hint" className="-mt-3 text-xs text-slate-600">
        {t('codeHint')}
      </p>
      <button type="submit" className={buttonClass} disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
