import type { ReactNode } from 'react';
import { fieldProps } from '@/components/shop/form-field';

/** Labelled backoffice field with its (English) error, wired with aria-invalid / aria-describedby. */
export function Field({
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
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export { fieldProps };

/** Primary button style of the backoffice. */
export const buttonClass =
  'rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60';
/** Secondary (outlined) button style. */
export const secondaryButtonClass =
  'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60';
