'use client';

import type { ReactNode } from 'react';
import { useFieldMessage } from './use-field-message';

/**
 * Label, control and error message, wired for screen readers (aria-invalid, aria-describedby): the one form field of
 * guest and staff forms. The error is a message key of the shared schemas (translated here, see useFieldMessage) or
 * a sentence the server already translated. The control takes the column's width, never its content's: a long
 * option (a pickup place's name) must not widen the page on a phone.
 */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  const message = useFieldMessage();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {message(error)}
        </p>
      )}
    </div>
  );
}

/** Props for an input under FormField: error state and description. */
export function fieldProps(id: string, error?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className:
      'w-full min-w-0 rounded border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 focus:border-brand-600',
  } as const;
}
