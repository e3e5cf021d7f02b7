'use client';

import { useActionState } from 'react';
import { idleForm, type FormState } from '@/lib/actions/form-state';

/**
 * A form where a visitor asks for something e-mailed to an address: a partner's sign-in link
 * (docs/membership.md "Partner accounts"), a guest's cards ("A card guests can always get"). One e-mail field, the
 * page's language and a honeypot, posted to its server action (it works before hydration and without JavaScript);
 * a refusal keeps the address as typed and marks it; `done` shows the action's message. Its words come from the
 * page, so the segment sends no messages of its own to the browser.
 */
export function EmailRequestForm({
  id,
  action,
  locale,
  labels,
}: {
  id: string;
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  locale: string;
  labels: { email: string; send: string; sending?: string };
}) {
  const [state, formAction, pending] = useActionState(action, idleForm);
  const refused = state.status === 'refused' ? state : null;
  const emailError = refused?.fieldErrors?.email;
  const inputId = `${id}-email`;
  return (
    <form action={formAction} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <div className="hidden" aria-hidden="true">
        <input name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <label htmlFor={inputId} className="font-medium">
        {labels.email}
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={(refused?.values?.email as string | undefined) ?? ''}
        aria-invalid={emailError ? true : undefined}
        aria-describedby={emailError ? `${inputId}-error` : undefined}
        className="w-full min-w-0 rounded border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600"
      />
      {emailError && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {emailError}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-brand-700 px-4 py-3 font-medium text-white disabled:opacity-60"
      >
        {pending && labels.sending ? labels.sending : labels.send}
      </button>
      {refused && !emailError && (
        <p role="alert" className="text-sm text-red-700">
          {refused.error}
        </p>
      )}
      {state.status === 'done' && state.message && (
        <p role="status" className="rounded bg-brand-50 p-3 text-slate-800">
          {state.message}
        </p>
      )}
    </form>
  );
}
