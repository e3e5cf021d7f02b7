'use client';

import { useTranslations } from 'next-intl';
import { weekdays } from '@/lib/opening-hours/hours';
import type { OfferRules } from '@/lib/partner-record/offer-rules';
import {
  invitePartnerUserAction,
  removePartnerUserAction,
  saveOfferRulesAction,
  setBookingModeAction,
  setPartnerUserLocaleAction,
  setPartnerUserRoleAction,
} from '@/lib/membership/partners/staff-partner-actions';
import { PARTNER_ROLES } from '@/lib/partner-auth/roles';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { LanguageOptions } from '@/components/backoffice/language-options';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

type CounterUser = { id: number; email: string; emailVerified: Date | null; locale: string; role: string };

/** The role options: counter only, or manager (keeps the partner's page). */
function RoleOptions() {
  const t = useTranslations('BackofficeMembers');
  return PARTNER_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`roles.${role}`)}
    </option>
  ));
}

/**
 * One setting of a partner user, changed by staff beside the user: its e-mail language (docs/membership.md "Partner
 * accounts") or its role ("The partner keeps its page"). A select named `field` and its save button.
 */
function UserSettingForm({
  partnerId,
  user,
  field,
}: {
  partnerId: number;
  user: CounterUser;
  field: 'locale' | 'role';
}) {
  const t = useTranslations('BackofficeMembers');
  const [state, action, pending] = useActionForm(
    field === 'role' ? setPartnerUserRoleAction : setPartnerUserLocaleAction,
  );
  const id = `user-${field}-${user.id}`;
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="partnerId" value={partnerId} />
      <input type="hidden" name="userId" value={user.id} />
      <label htmlFor={id} className="sr-only">
        {t(field === 'role' ? 'userRoleLabel' : 'userLocaleLabel', { email: user.email })}
      </label>
      <select id={id} name={field} defaultValue={user[field]} className="rounded border border-slate-300 px-2 py-1">
        {field === 'role' ? <RoleOptions /> : <LanguageOptions />}
      </select>
      <button type="submit" className={secondaryButtonClass} disabled={pending}>
        {t(field === 'role' ? 'saveUserRole' : 'saveUserLocale')}
      </button>
      <FormOutcome state={state} />
    </form>
  );
}

/**
 * The partner's counter users: each with the language of their e-mails and Remove, and the invitation form
 * (docs/membership.md "Partner accounts").
 */
export function CounterUsers({ partnerId, users }: { partnerId: number; users: CounterUser[] }) {
  const t = useTranslations('BackofficeMembers');
  const [inviteState, invite, inviting, keepInvite] = useActionForm(invitePartnerUserAction);
  const [removeState, remove, removing] = useActionForm(removePartnerUserAction);
  const refused = inviteState.status === 'refused' ? inviteState : null;
  const emailError = refused?.fieldErrors?.email;
  const localeError = refused?.fieldErrors?.locale;
  return (
    <div className="flex flex-col gap-3">
      {users.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noUsers')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="break-all">
                {user.email} · {user.emailVerified ? t('userActive') : t('userInvited')}
              </span>
              <UserSettingForm partnerId={partnerId} user={user} field="locale" />
              <UserSettingForm partnerId={partnerId} user={user} field="role" />
              <form action={remove}>
                <input type="hidden" name="partnerId" value={partnerId} />
                <input type="hidden" name="userId" value={user.id} />
                <button
                  type="submit"
                  className={secondaryButtonClass}
                  disabled={removing}
                  aria-label={t('removeUserLabel', { email: user.email })}
                >
                  {t('removeUser')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <FormOutcome state={removeState} />
      <form action={invite} onSubmit={keepInvite} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="partnerId" value={partnerId} />
        <div className="min-w-0 flex-1">
          <FormField id="invite-email" label={t('inviteEmail')} error={emailError}>
            <input {...fieldProps('invite-email', emailError)} name="email" type="email" autoComplete="off" required />
          </FormField>
        </div>
        <FormField id="invite-locale" label={t('inviteLocale')} error={localeError}>
          <select
            {...fieldProps('invite-locale', localeError)}
            name="locale"
            defaultValue={(refused?.values?.locale as string | undefined) ?? 'pt'}
          >
            <LanguageOptions />
          </select>
        </FormField>
        <FormField id="invite-role" label={t('inviteRole')}>
          <select
            {...fieldProps('invite-role')}
            name="role"
            defaultValue={(refused?.values?.role as string | undefined) ?? 'counter'}
          >
            <RoleOptions />
          </select>
        </FormField>
        <button type="submit" className={buttonClass} disabled={inviting}>
          {t('invite')}
        </button>
      </form>
      {!emailError && !localeError && <FormOutcome state={inviteState} />}
    </div>
  );
}

/** The form's fields from the saved rules, as the form posts them. */
function rulesFields(rules: OfferRules): Record<string, string | string[]> {
  return {
    ...(rules.stayOnly ? { stayOnly: 'on' } : {}),
    maxCount: String(rules.maxPerCard?.count ?? ''),
    maxPer: rules.maxPerCard?.per ?? 'stay',
    weekdays: rules.weekdays ?? [],
    blackoutDates: (rules.blackoutDates ?? []).join('\n'),
    minPartySize: String(rules.minPartySize ?? ''),
    maxPartySize: String(rules.maxPartySize ?? ''),
  };
}

/**
 * The rules of the partner's member offer (docs/membership.md "Offer rules"). A refused save keeps every field as
 * typed (without JavaScript too: the action sends them back) and marks only the wrong ones.
 */
export function OfferRulesForm({
  partnerId,
  rules,
  version,
}: {
  partnerId: number;
  rules: OfferRules;
  /** The partner's `updatedAt` as rendered (ISO): a save over another change is refused. */
  version?: string;
}) {
  const t = useTranslations('BackofficeMembers');
  const tDays = useTranslations('OpeningHours');
  const [state, action, pending, keep] = useActionForm(saveOfferRulesAction);
  const errors = state.status === 'refused' ? (state.fieldErrors ?? {}) : {};
  const shown = state.status === 'refused' && state.values ? state.values : rulesFields(rules);
  const text = (name: string) => String(shown[name] ?? '');
  const number = (name: 'maxCount' | 'minPartySize' | 'maxPartySize') => (
    <FormField id={`rules-${name}`} label={t(`rules.${name}`)} error={errors[name]}>
      <input
        {...fieldProps(`rules-${name}`, errors[name])}
        name={name}
        type="number"
        min={1}
        max={99}
        inputMode="numeric"
        defaultValue={text(name)}
      />
    </FormField>
  );
  return (
    <form action={action} onSubmit={keep} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="partnerId" value={partnerId} />
      {version && <input type="hidden" name="version" value={version} />}
      <label className="flex items-center gap-2 sm:col-span-2">
        <input type="checkbox" name="stayOnly" defaultChecked={shown.stayOnly === 'on'} />
        {t('rules.stayOnly')}
      </label>
      {number('maxCount')}
      <FormField id="rules-maxPer" label={t('rules.maxPer')}>
        <select {...fieldProps('rules-maxPer')} name="maxPer" defaultValue={text('maxPer')}>
          <option value="stay">{t('rules.perStay')}</option>
          <option value="day">{t('rules.perDay')}</option>
        </select>
      </FormField>
      <fieldset className="flex flex-col gap-1 sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">{t('rules.weekdays')}</legend>
        <div className="flex flex-wrap gap-3">
          {weekdays.map((day) => (
            <label key={day} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                name="weekdays"
                value={day}
                defaultChecked={[shown.weekdays ?? []].flat().includes(day)}
              />
              {tDays(day)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <FormField id="rules-blackoutDates" label={t('rules.blackoutDates')} error={errors.blackoutDates}>
          <textarea
            {...fieldProps('rules-blackoutDates', errors.blackoutDates)}
            name="blackoutDates"
            rows={2}
            defaultValue={text('blackoutDates')}
            placeholder="2026-12-25"
          />
        </FormField>
      </div>
      {number('minPartySize')}
      {number('maxPartySize')}
      <div className="flex flex-col gap-2 sm:col-span-2">
        <button type="submit" className={`${buttonClass} self-start`} disabled={pending}>
          {t('rules.save')}
        </button>
        <FormOutcome state={state} />
      </div>
    </form>
  );
}

/**
 * How the partner takes booking requests (docs/membership.md "Booking requests to the partner"): through the
 * company, or straight to the partner, who answers within the hours set here before a request goes to staff.
 */
export function BookingModeForm({
  partnerId,
  mode,
}: {
  partnerId: number;
  mode: { bookingDirect: boolean; bookingAnswerHours: number };
}) {
  const t = useTranslations('BackofficeMembers');
  const [state, action, pending, keep] = useActionForm(setBookingModeAction);
  const refused = state.status === 'refused' ? state : null;
  const hoursError = refused?.fieldErrors?.answerHours;
  return (
    <form action={action} onSubmit={keep} className="flex flex-col gap-3">
      <input type="hidden" name="partnerId" value={partnerId} />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="direct" defaultChecked={mode.bookingDirect} className="mt-1" />
        <span>{t('bookingDirect')}</span>
      </label>
      <div className="max-w-xs">
        <FormField id="answer-hours" label={t('answerHours')} error={hoursError}>
          <input
            {...fieldProps('answer-hours', hoursError)}
            name="answerHours"
            type="number"
            min={1}
            max={168}
            inputMode="numeric"
            defaultValue={(refused?.values?.answerHours as string | undefined) ?? String(mode.bookingAnswerHours)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} disabled={pending}>
          {t('saveBookingMode')}
        </button>
        {!hoursError && <FormOutcome state={state} />}
      </div>
    </form>
  );
}
