'use client';

import Link from 'next/link';
import { useActionState, type ReactNode } from 'react';
import type { TwoFactorView } from '@/lib/auth/two-factor-view';
import {
  beginTwoFactorAction,
  confirmTwoFactorAction,
  disableTwoFactorAction,
  regenerateRecoveryCodesAction,
  type TwoFactorState,
} from '@/lib/auth/two-factor-actions';
import { buttonClass, Field, fieldProps, secondaryButtonClass } from './field';

/** A form that posts a code to a second-factor action (works before hydration and without JavaScript). */
function CodeForm(props: { id: string; label: string; button: string; action: (form: FormData) => void; pending: boolean; state: TwoFactorState; secondary?: boolean }) {
  const error = props.state?.error;
  return (
    <form action={props.action} className="flex flex-col gap-3 sm:max-w-xs">
      <Field id={props.id} label={props.label} error={error}>
        <input name="code" type="text" autoComplete="one-time-code" required {...fieldProps(props.id, error)} />
      </Field>
      <button type="submit" className={props.secondary ? secondaryButtonClass : buttonClass} disabled={props.pending}>{props.button}</button>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Two-factor sign-in of the signed-in staff member (issue 11 §4): set up with a QR code (or the key typed by hand),
 * confirm with a code, see the ten recovery codes once, then regenerate them or turn the factor off. `enrolment`
 * is the page a staff member must pass first when STAFF_2FA=required.
 */
export function TwoFactorPanel({ view, mode }: { view: TwoFactorView; mode: 'security' | 'enrolment' }) {
  const [beginState, begin, beginning] = useActionState(beginTwoFactorAction, null);
  const [confirmState, confirm, confirming] = useActionState(confirmTwoFactorAction, null);
  const [disableState, disable, disabling] = useActionState(disableTwoFactorAction, null);
  const [regenerateState, regenerate, regenerating] = useActionState(regenerateRecoveryCodesAction, null);
  const codes = view.status === 'on' ? (regenerateState?.recoveryCodes ?? confirmState?.recoveryCodes) : undefined;

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      {view.status === 'off' && (
        <Section title="Two-factor sign-in is off">
          <p className="text-slate-700">
            {view.enrolmentRequired ? 'Two-factor sign-in is required for staff accounts. Set it up to continue. ' : ''}
            With it on, signing in asks for a code from an authenticator app on your phone as well as your password.
          </p>
          {beginState?.error && <p role="alert" className="text-sm text-red-700">{beginState.error}</p>}
          <form action={begin}>
            <button type="submit" className={buttonClass} disabled={beginning}>Set up two-factor sign-in</button>
          </form>
        </Section>
      )}
      {view.status === 'pending' && (
        <Section title="Set up two-factor sign-in">
          <p className="text-slate-700">Scan this QR code with an authenticator app, then enter the 6-digit code it shows.</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL rendered on the server, nothing to optimise */}
          <img src={view.qrDataUrl} alt="QR code for your authenticator app" width={200} height={200} className="h-48 w-48" />
          <p className="text-sm text-slate-700">
            Or enter this key by hand: <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1 font-mono">{view.secret}</code>
          </p>
          <CodeForm id="confirm-code" label="Code from your authenticator app" button="Turn on two-factor sign-in" action={confirm} pending={confirming} state={confirmState} />
        </Section>
      )}
      {codes && (
        <Section title="Your recovery codes">
          <p role="status" className="text-slate-700">
            Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are shown only now.
          </p>
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
            {codes.map((code) => <li key={code}>{code}</li>)}
          </ul>
        </Section>
      )}
      {view.status === 'on' && mode === 'enrolment' && (
        <Link href="/backoffice" prefetch={false} className={`${buttonClass} self-start`}>Continue to the backoffice</Link>
      )}
      {view.status === 'on' && mode === 'security' && (
        <Section title="Two-factor sign-in is on">
          <p className="text-slate-700">Recovery codes left: {view.recoveryCodesLeft}.</p>
          <CodeForm id="regenerate-code" label="Code from your app, for new recovery codes" button="New recovery codes" action={regenerate} pending={regenerating} state={regenerateState} secondary />
          <CodeForm id="disable-code" label="Code from your app or a recovery code, to turn it off" button="Turn off two-factor sign-in" action={disable} pending={disabling} state={disableState} secondary />
        </Section>
      )}
    </div>
  );
}
