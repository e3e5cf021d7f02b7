'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useActionState, type ReactNode } from 'react';
import type { TwoFactorView } from '@/lib/staff/auth/two-factor-view';
import {
  beginTwoFactorAction,
  confirmTwoFactorAction,
  disableTwoFactorAction,
  regenerateRecoveryCodesAction,
} from '@/lib/staff/auth/two-factor-actions';
import { idleForm, type FormState } from '@/lib/actions/form-state';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';

/** A form that posts a code to a second-factor action (works before hydration and without JavaScript). */
function CodeForm(props: {
  id: string;
  label: string;
  button: string;
  action: (form: FormData) => void;
  pending: boolean;
  state: FormState<string[] | undefined>;
  secondary?: boolean;
}) {
  const error = props.state.status === 'refused' ? props.state.error : undefined;
  return (
    <form action={props.action} className="flex flex-col gap-3 sm:max-w-xs">
      <FormField id={props.id} label={props.label} error={error}>
        <input name="code" type="text" autoComplete="one-time-code" required {...fieldProps(props.id, error)} />
      </FormField>
      <button type="submit" className={props.secondary ? secondaryButtonClass : buttonClass} disabled={props.pending}>
        {props.button}
      </button>
    </form>
  );
}

/** The recovery codes a done second-factor form answered, to show once. */
const doneData = (state: FormState<string[] | undefined>) => (state.status === 'done' ? state.data : undefined);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Two-factor sign-in of the signed-in staff member (docs/decisions/11-staff-security.md §4): set up with a QR code (or the key typed by hand),
 * confirm with a code, see the ten recovery codes once, then regenerate them or turn the factor off. `enrolment`
 * is the page a staff member must pass first when STAFF_2FA=required.
 */
export function TwoFactorPanel({ view, mode }: { view: TwoFactorView; mode: 'security' | 'enrolment' }) {
  const [beginState, begin, beginning] = useActionState(beginTwoFactorAction, null);
  const [confirmState, confirm, confirming] = useActionState(confirmTwoFactorAction, idleForm);
  const [disableState, disable, disabling] = useActionState(disableTwoFactorAction, idleForm);
  const [regenerateState, regenerate, regenerating] = useActionState(regenerateRecoveryCodesAction, idleForm);
  const t = useTranslations('BackofficeSecurity');
  const codes = view.status === 'on' ? (doneData(regenerateState) ?? doneData(confirmState)) : undefined;

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      {view.status === 'off' && (
        <Section title={t('offTitle')}>
          <p className="text-slate-700">
            {view.enrolmentRequired && `${t('required')} `}
            {t('offText')}
          </p>
          {beginState?.status === 'refused' && (
            <p role="alert" className="text-sm text-red-700">
              {beginState.error}
            </p>
          )}
          <form action={begin}>
            <button type="submit" className={buttonClass} disabled={beginning}>
              {t('setUp')}
            </button>
          </form>
        </Section>
      )}
      {view.status === 'pending' && (
        <Section title={t('setUp')}>
          <p className="text-slate-700">{t('scan')}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL rendered on the server, nothing to optimise */}
          <img src={view.qrDataUrl} alt={t('qrAlt')} width={200} height={200} className="h-48 w-48" />
          <p className="text-sm text-slate-700">
            {t('manualKey')}{' '}
            <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1 font-mono">
              {view.secret}
            </code>
          </p>
          <CodeForm
            id="confirm-code"
            label={t('confirmLabel')}
            button={t('turnOn')}
            action={confirm}
            pending={confirming}
            state={confirmState}
          />
        </Section>
      )}
      {codes && (
        <Section title={t('codesTitle')}>
          <p role="status" className="text-slate-700">
            {t('codesText')}
          </p>
          <ul aria-label={t('codesLabel')} className="grid grid-cols-2 gap-1 font-mono text-sm">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </Section>
      )}
      {view.status === 'on' && mode === 'enrolment' && (
        <Link href="/backoffice" prefetch={false} className={`${buttonClass} self-start`}>
          {t('continue')}
        </Link>
      )}
      {view.status === 'on' && mode === 'security' && (
        <Section title={t('onTitle')}>
          <p className="text-slate-700">{t('codesLeft', { count: view.recoveryCodesLeft })}</p>
          <CodeForm
            id="regenerate-code"
            label={t('regenerateLabel')}
            button={t('regenerate')}
            action={regenerate}
            pending={regenerating}
            state={regenerateState}
            secondary
          />
          <CodeForm
            id="disable-code"
            label={t('disableLabel')}
            button={t('turnOff')}
            action={disable}
            pending={disabling}
            state={disableState}
            secondary
          />
        </Section>
      )}
    </div>
  );
}
