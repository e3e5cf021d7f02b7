'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { fieldProps, FormField } from '@/components/shop/form-field';

/** The success (role=status) or failure (role=alert) line above a public form. */
function FormFeedback({ success, successMessage, error }: { success: boolean; successMessage: string; error: string | null }) {
  return (
    <div aria-live="polite">
      {success && <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-green-900">{successMessage}</p>}
      {error && <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">{error}</p>}
    </div>
  );
}

type ShellProps = {
  id: string;
  heading: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  success: boolean;
  successMessage: string;
  error: string | null;
  /** The honeypot field's registration (register('website')). */
  honeypot: object;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
};

/**
 * The frame every public form shares: heading, success/failure message, the fields, a honeypot hidden from
 * people and assistive technology, and a submit button showing its busy label ("Sending...") while sending.
 */
export function PublicFormShell({ id, heading, onSubmit, success, successMessage, error, honeypot, busy, submitLabel, busyLabel, children }: ShellProps) {
  const t = useTranslations('Forms');
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} className="relative space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">{heading}</h2>
      <FormFeedback success={success} successMessage={successMessage} error={error} />
      {children}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('honeypot')}</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...honeypot} />
      </div>
      <button type="submit" disabled={busy} aria-busy={busy} className="rounded bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70">
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}

/** Single-line inputs in a two-column grid: [field, autocomplete, input type] with their labels and errors. */
export function TextInputs<Values extends FieldValues>({
  inputs,
  label,
  register,
  errors,
}: {
  inputs: readonly (readonly [Path<Values>, string, string])[];
  label: (field: Path<Values>) => string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {inputs.map(([field, autoComplete, type]) => {
        const error = errors[field]?.message as string | undefined;
        return (
          <FormField key={field} id={field} label={label(field)} error={error}>
            <input type={type} autoComplete={autoComplete} {...fieldProps(field, error)} {...register(field)} />
          </FormField>
        );
      })}
    </div>
  );
}
