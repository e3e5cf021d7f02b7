'use client';

import { useTranslations } from 'next-intl';

/** The success (role=status) or failure (role=alert) line above a public form. */
export function FormFeedback({ success, successMessage, error }: { success: boolean; successMessage: string; error: string | null }) {
  return (
    <div aria-live="polite">
      {success && <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-green-900">{successMessage}</p>}
      {error && <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">{error}</p>}
    </div>
  );
}

/** Submit button showing its busy label ("Sending...", "Submitting...") while the form is sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className="rounded bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70">
      {busy ? busyLabel : label}
    </button>
  );
}

/** The honeypot: hidden from people and assistive technology, filled only by bots. */
export function HoneypotField({ registration }: { registration: object }) {
  const t = useTranslations('Forms');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">{t('honeypot')}</label>
      <input id="website" type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
