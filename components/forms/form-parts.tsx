'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import { FormField, fieldProps } from '@/components/ui/form-field';
import type { FormState } from '@/lib/actions/form-state';

/** A refused form's message (role=alert), read out as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">
      {children}
    </p>
  );
}

/** The submit button of a form inside a page's section (a review, a booking request): its busy label while sending. */
export function SectionSubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** The success (role=status) or failure (role=alert) line above a public form. */
function FormFeedback({
  success,
  successMessage,
  error,
}: {
  success: boolean;
  successMessage: string;
  error: string | null;
}) {
  return (
    <div aria-live="polite">
      {success && (
        <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-green-900">
          {successMessage}
        </p>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </div>
  );
}

type ShellProps = {
  id: string;
  /** The form's own texts: its heading, success line, submit label and busy label ("Sending..."). */
  texts: (key: 'heading' | 'success' | 'submit' | 'busy') => string;
  /** The form's state from usePublicForm: its answer, whether it is sending, the form element's props. */
  form: { state: FormState<unknown>; busy: boolean; formProps: ComponentProps<'form'> };
  /** The honeypot field's props (field('website')). */
  honeypot: object;
  children: ReactNode;
};

/**
 * The frame every public form shares: heading, success/failure message, the fields, the page's language as a
 * hidden field, a honeypot hidden from people and assistive technology, and a submit button showing its busy
 * label ("Sending...") while sending. It posts to the server (docs/decisions/11-staff-security.md §7), never to the URL.
 */
export function PublicFormShell({ id, texts, form: { state, busy, formProps }, honeypot, children }: ShellProps) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  return (
    <form {...formProps} aria-labelledby={`${id}-heading`} className="relative space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {texts('heading')}
      </h2>
      <FormFeedback
        success={state.status === 'done'}
        successMessage={texts('success')}
        error={state.status === 'refused' ? state.error : null}
      />
      {children}
      <input type="hidden" name="locale" value={locale} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('honeypot')}</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...honeypot} />
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="rounded bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {busy ? texts('busy') : texts('submit')}
      </button>
    </form>
  );
}

/** Single-line inputs in a two-column grid: [field, autocomplete, input type] with their labels and errors. */
export function TextInputs<Name extends string>({
  inputs,
  label,
  field,
  errorOf,
}: {
  inputs: readonly (readonly [Name, string, string])[];
  label: (field: Name) => string;
  /** The field's props (usePublicForm's field). */
  field: (name: Name) => object;
  errorOf: (name: Name) => string | undefined;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {inputs.map(([name, autoComplete, type]) => {
        const error = errorOf(name);
        return (
          <FormField key={name} id={name} label={label(name)} error={error}>
            <input type={type} autoComplete={autoComplete} {...fieldProps(name, error)} {...field(name)} />
          </FormField>
        );
      })}
    </div>
  );
}
