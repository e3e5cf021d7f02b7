'use client';

import { useActionState } from 'react';
import { idleForm } from '@/lib/actions/form-state';
import { requestCardAgainAction } from '@/lib/membership/card-again-action';

/**
 * "Get my card again" (docs/membership.md "A card guests can always get"): the booking's e-mail address, answered
 * the same whether or not a card exists. Posts to its server action, so it works without JavaScript; its words come
 * from the page (the card segment sends no messages of its own to the browser).
 */
export function CardAgainForm({
  locale,
  labels,
}: {
  locale: string;
  labels: { email: string; send: string; sending: string };
}) {
  const [state, action, pending] = useActionState(requestCardAgainAction, idleForm);
  const refused = state.status === 'refused' ? state : null;
  const emailError = refused?.fieldErrors?.email;
  return (
    <form action={action} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <div className="hidden" aria-hidden="true">
        <input name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <label htmlFor="card-again-email" className="font-medium">
        {labels.email}
      </label>
      <input
        id="card-again-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={(refused?.values?.email as string | undefined) ?? ''}
        aria-invalid={emailError ? true : undefined}
        aria-describedby={emailError ? 'card-again-email-error' : undefined}
        className="w-full min-w-0 rounded border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600"
      />
      {emailError && (
        <p id="card-again-email-error" className="text-sm text-red-700">
          {emailError}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-brand-700 px-4 py-3 font-medium text-white disabled:opacity-60"
      >
        {pending ? labels.sending : labels.send}
      </button>
      {refused && !emailError && (
        <p role="alert" className="text-sm text-red-700">
          {refused.error}
        </p>
      )}
      {state.status === 'done' && (
        <p role="status" className="rounded bg-brand-50 p-3 text-slate-800">
          {state.message}
        </p>
      )}
    </form>
  );
}
