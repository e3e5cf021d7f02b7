'use client';

import { useTranslations } from 'next-intl';
import { issueOwnerCardAction, renewOwnerCardAction } from '@/lib/membership/cards/staff-owner-actions';
import { extendCardAction, issueCardAction, resendCardAction, revokeCardAction } from '@/lib/membership/staff-actions';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { LanguageOptions } from '@/components/backoffice/language-options';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

const textFields = [
  { name: 'guestName', type: 'text', autoComplete: 'off' },
  { name: 'email', type: 'email', autoComplete: 'off' },
  { name: 'arrival', type: 'date' },
  { name: 'departure', type: 'date' },
  { name: 'partySize', type: 'number' },
  { name: 'property', type: 'text' },
] as const;

/**
 * Issue one member card (docs/membership.md): a stay's fields, or with `kind` 'owner' an owner's (valid from, renewal
 * date, properties; `defaults` fill the dates in); the guest or owner gets the card by e-mail. Posts without JavaScript.
 */
export function IssueCardForm({
  kind = 'stay',
  defaults = {},
}: {
  kind?: 'stay' | 'owner';
  defaults?: Partial<Record<'arrival' | 'departure', string>>;
}) {
  const t = useTranslations(kind === 'owner' ? 'BackofficeOwners' : 'BackofficeMembers');
  const [state, action, pending, keep] = useActionForm(kind === 'owner' ? issueOwnerCardAction : issueCardAction);
  const refused = state.status === 'refused' ? state : null;
  const value = (name: string) =>
    (refused?.values?.[name] as string | undefined) ?? defaults[name as keyof typeof defaults];
  return (
    <form action={action} onSubmit={keep} className="grid gap-3 sm:grid-cols-2" aria-labelledby="issue-card-title">
      {textFields.map((field) => (
        <FormField
          key={field.name}
          id={`card-${field.name}`}
          label={t(`fields.${field.name}`)}
          error={refused?.fieldErrors?.[field.name]}
        >
          <input
            {...fieldProps(`card-${field.name}`, refused?.fieldErrors?.[field.name])}
            name={field.name}
            type={field.type}
            {...(field.type === 'number' ? { min: 1, max: 50, inputMode: 'numeric' as const } : {})}
            autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
            defaultValue={value(field.name) ?? (field.name === 'partySize' ? '2' : '')}
            required={field.name !== 'property'}
          />
        </FormField>
      ))}
      <FormField id="card-locale" label={t('fields.locale')} error={refused?.fieldErrors?.locale}>
        <select
          {...fieldProps('card-locale', refused?.fieldErrors?.locale)}
          name="locale"
          defaultValue={value('locale') ?? 'en'}
        >
          <LanguageOptions />
        </select>
      </FormField>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <button type="submit" className={`${buttonClass} self-start`} disabled={pending}>
          {t('issue')}
        </button>
        <FormOutcome state={state} />
      </div>
    </form>
  );
}

/**
 * A card's controls in the list: e-mail again, revoke or restore, and extend the stay (an owner's card: renew it for a
 * year). Each is a form of its own.
 */
export function CardControls({
  id,
  name,
  departure,
  revoked,
  owner = false,
}: {
  id: string;
  name: string;
  departure: string;
  revoked: boolean;
  owner?: boolean;
}) {
  const t = useTranslations('BackofficeMembers');
  const tOwners = useTranslations('BackofficeOwners');
  const [resendState, resend, resending] = useActionForm(resendCardAction);
  const [extendState, extend, extending, keepExtend] = useActionForm(extendCardAction);
  const [renewState, renew, renewing] = useActionForm(renewOwnerCardAction);
  const [revokeState, revoke, revoking] = useActionForm(revokeCardAction);
  const extendError = extendState.status === 'refused' ? extendState.fieldErrors?.departure : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <form action={resend}>
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            className={secondaryButtonClass}
            disabled={resending}
            aria-label={t('resendLabel', { name })}
          >
            {t('resend')}
          </button>
        </form>
        <form action={revoke}>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="revoked" value={revoked ? 'false' : 'true'} />
          <button
            type="submit"
            className={secondaryButtonClass}
            disabled={revoking}
            aria-label={t(revoked ? 'restoreLabel' : 'revokeLabel', { name })}
          >
            {t(revoked ? 'restore' : 'revoke')}
          </button>
        </form>
        {owner ? (
          <form action={renew}>
            <input type="hidden" name="id" value={id} />
            <button
              type="submit"
              className={secondaryButtonClass}
              disabled={renewing || revoked}
              aria-label={tOwners('renewLabel', { name })}
            >
              {tOwners('renew')}
            </button>
          </form>
        ) : (
          <form action={extend} onSubmit={keepExtend} className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="id" value={id} />
            <div className="flex flex-col">
              <label htmlFor={`extend-${id}`} className="text-xs text-slate-700">
                {t('newDeparture')}
              </label>
              <input
                {...fieldProps(`extend-${id}`, extendError)}
                className="rounded border border-slate-300 bg-white px-2 py-1 text-sm"
                type="date"
                name="departure"
                defaultValue={departure}
                required
              />
            </div>
            <button
              type="submit"
              className={secondaryButtonClass}
              disabled={extending}
              aria-label={t('extendLabel', { name })}
            >
              {t('extend')}
            </button>
          </form>
        )}
      </div>
      {extendError && (
        <p id={`extend-${id}-error`} className="text-sm text-red-700">
          {extendError}
        </p>
      )}
      <FormOutcome state={resendState} />
      <FormOutcome state={revokeState} />
      <FormOutcome state={renewState} />
      {!extendError && <FormOutcome state={extendState} />}
    </div>
  );
}
