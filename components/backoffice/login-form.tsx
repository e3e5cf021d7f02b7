'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@/lib/validation/zod';
import { loginAction } from '@/lib/auth/actions';
import { loginSchema } from '@/lib/validation/backoffice';
import { formResolver } from '@/lib/validation/resolver';
import { buttonClass, Field, fieldProps } from './field';
import { useMounted } from './use-mounted';

/** Staff sign-in form (SPEC §6, §8 messages). `expired` shows why the staff member is here again. */
export function LoginForm({ callbackUrl, expired }: { callbackUrl?: string; expired: boolean }) {
  const router = useRouter();
  // Until React runs, a click would submit the form natively (with the values in the URL): wait for it.
  const mounted = useMounted();
  const [error, setError] = useState<string | null>(null);
  const [showExpired, setShowExpired] = useState(expired);
  // The expired notice is shown once: a reload of the page no longer carries the flag.
  useEffect(() => {
    if (expired) window.history.replaceState(null, '', window.location.pathname);
  }, [expired]);
  const { register, handleSubmit, formState } = useForm<z.input<typeof loginSchema>>({ resolver: formResolver(loginSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setShowExpired(false);
    try {
      const result = await loginAction(values, callbackUrl);
      if (!result.ok) return setError(result.error);
      router.replace(result.data.redirectTo);
      router.refresh();
    } catch {
      setError('Login failed. Please try again.');
    }
  });

  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {showExpired && <p role="status" className="rounded bg-amber-50 p-3 text-sm text-amber-900">Your session expired. Please sign in again.</p>}
      {error && <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">{error}</p>}
      <Field id="email" label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="username" {...fieldProps('email', errors.email?.message)} {...register('email')} />
      </Field>
      <Field id="password" label="Password" error={errors.password?.message}>
        <input type="password" autoComplete="current-password" {...fieldProps('password', errors.password?.message)} {...register('password')} />
      </Field>
      <button type="submit" className={buttonClass} disabled={!mounted || formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
