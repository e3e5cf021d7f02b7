'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { idleForm } from '@/lib/actions/form-state';
import { requestPartnerLinkAction } from '@/lib/membership/partner-actions';

/** The partner sign-in form: an e-mail address, answered by a sign-in link (docs/membership.md "Partner accounts"). */
export function PartnerLoginForm() {
  const t = useTranslations('PartnerCounter.login');
  const locale = useLocale();
  const [state, action, pending] = useActionState(requestPartnerLinkAction, idleForm);
  const refused = state.status === 'refused' ? state : null;
  const emailError = refused?.fieldErrors?.email;
  return (
    <form action={action} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <div className="hidden" aria-hidden="true">
        <input name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <label htmlFor="partner-email" className="font-medium">
        {t('email')}
      </label>
      <input
        id="partner-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={(refused?.values?.email as string | undefined) ?? ''}
        aria-invalid={emailError ? true : undefined}
        aria-describedby={emailError ? 'partner-email-error' : undefined}
        className="w-full min-w-0 rounded border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600"
      />
      {emailError && (
        <p id="partner-email-error" className="text-sm text-red-700">
          {emailError}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-brand-700 px-4 py-3 font-medium text-white disabled:opacity-60"
      >
        {t('send')}
      </button>
      {refused && !emailError && (
        <p role="alert" className="text-sm text-red-700">
          {refused.error}
        </p>
      )}
    </form>
  );
}
