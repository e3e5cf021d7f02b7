'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { idleForm, type FormState } from '@/lib/actions/form-state';
import { preloadOnIntent } from '@/lib/ui/use-idle-preload';
import type { LazyResolver } from '@/lib/validation/lazy-resolver';

/** A public form's server action (lib/inbox/actions.ts, lib/directory/actions.ts). */
export type FormAction = (previous: FormState, formData: FormData) => Promise<FormState>;

/**
 * A public form's state (docs/decisions/05-mail-content-pages-inbox.md §5, docs/decisions/11-staff-security.md §7). The form posts to its server action (`formProps.action`), so a
 * submit before hydration or without JavaScript is a real POST answered by the server, and the page comes back
 * with that answer (useActionState) and what the person typed. Once the script runs, react-hook-form validates
 * with the same zod schema first and then calls the same action. The input is kept on any failure and cleared
 * after success.
 * @param resolver the form's schema, loaded when the guest reaches for the form (a field's focus, a press or the
 *   pointer over it) or at the first submit (lazyFormResolver; docs/performance.md, "What loads at idle").
 * @param failedMessage shown when the server cannot be reached.
 */
export function usePublicForm<Values extends FieldValues>(
  resolver: LazyResolver<Values, unknown>,
  action: FormAction,
  defaults: Values,
  failedMessage: string,
) {
  // The answer to a POST made before hydration (rendered by the server), and to a submit made by this script.
  const [posted, formAction] = useActionState(action, idleForm);
  const [answer, setAnswer] = useState<FormState | null>(null);
  const [initial] = useState<Values>(() =>
    posted.status === 'refused' ? { ...defaults, ...posted.values } : defaults,
  );
  const form = useForm<Values>({
    resolver: resolver as Resolver<Values>,
    defaultValues: initial as DefaultValues<Values>,
  });

  async function send(formData: FormData) {
    const next: FormState = await action(answer ?? posted, formData).catch(() => ({
      status: 'refused',
      error: failedMessage,
      values: {},
    }));
    setAnswer(next);
    if (next.status === 'done') form.reset(defaults);
    if (next.status === 'refused') {
      for (const [field, message] of Object.entries(next.fieldErrors ?? {}))
        form.setError(field as Path<Values>, { message });
    }
  }
  // With the script running, the browser validates first and then calls the action itself; the form's own POST
  // is for before hydration only.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    void form.handleSubmit(() => send(formData))(event);
  };

  const state = answer ?? posted;
  return {
    form,
    /** The values the form starts with: the defaults, or what was posted before a refusal. */
    initial,
    state,
    busy: form.formState.isSubmitting,
    formProps: { action: formAction, onSubmit, noValidate: true, ...preloadOnIntent(resolver.preload) },
    /** A field's registration with its first value written into the HTML, so the server-rendered page shows it. */
    field: (name: Path<Values>) => ({ ...form.register(name), defaultValue: initial[name] as string }),
    /** A field's message: the browser's check (or the server's, set after a scripted submit), else the server's answer to a POST. */
    errorOf: (name: Path<Values>): string | undefined =>
      (form.formState.errors[name]?.message as string | undefined) ??
      (answer === null && posted.status === 'refused' ? posted.fieldErrors?.[name] : undefined),
  };
}
