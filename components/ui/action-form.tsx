'use client';

import { startTransition, useActionState, useCallback, useEffect, useRef, type FormEvent } from 'react';
import { idleForm, type FormState } from '@/lib/actions/form-state';

/** A form action of the staff and partner pages: the form's last state and the posted form (docs/architecture.md "One action toolkit"). */
export type FormAction<T = unknown> = (previous: FormState<T>, formData: FormData) => Promise<FormState<T>>;

/**
 * The one pattern of every staff and partner-area form: `<form action={action} onSubmit={keep}>` posts to its server action before
 * hydration and without JavaScript, and the page comes back with the answer (React's useActionState); with
 * JavaScript `keep` sends the same action without a page load and without React's reset of the form, so a refused
 * form keeps every field as typed (docs/architecture.md "One action toolkit"); a form that is done is reset to the
 * page's (new) values, as before. A submit another handler already stopped (a photo still uploading) is left alone.
 * Returns the state, the form's action, whether it is being sent, and `keep` for the form's onSubmit.
 */
export function useActionForm<T>(action: FormAction<T>) {
  const [state, formAction, pending] = useActionState(action, idleForm as FormState<T>);
  const sent = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (state.status === 'done') sent.current?.reset();
  }, [state]);
  const keep = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      sent.current = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const formData = new FormData(event.currentTarget, submitter);
      startTransition(() => formAction(formData));
    },
    [formAction],
  );
  return [state, formAction, pending, keep] as const;
}

/** A form's answer under it: its message as a status, or its refusal as an alert (already translated by the action). */
export function FormOutcome({ state, className = 'text-sm' }: { state: FormState<unknown>; className?: string }) {
  if (state.status === 'done' && state.message)
    return (
      <p role="status" className={`${className} text-green-800`}>
        {state.message}
      </p>
    );
  if (state.status === 'refused')
    return (
      <p role="alert" className={`${className} text-red-700`}>
        {state.error}
      </p>
    );
  return null;
}
