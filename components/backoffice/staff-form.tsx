'use client';

import { useActionState } from 'react';
import { idleForm, type FormState } from '@/lib/actions/form-state';

/** A staff form action: the form's last state and the posted form (docs/architecture.md "One action toolkit"). */
export type StaffFormAction<T = unknown> = (previous: FormState<T>, formData: FormData) => Promise<FormState<T>>;

/**
 * The one pattern of every staff form: `<form action={action}>` posts to its server action before hydration and
 * without JavaScript, and the page comes back with the answer (React's useActionState); with JavaScript the same
 * action runs without a page load. Returns the state, the form's action and whether it is being sent.
 */
export function useStaffForm<T>(action: StaffFormAction<T>) {
  return useActionState(action, idleForm as FormState<T>);
}

/** A staff form's answer under the form: its message as a status, or its refusal as an alert (in the staff language). */
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
