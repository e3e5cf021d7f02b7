'use client';

import { useTranslations } from 'next-intl';
import {
  addBookingFeedAction,
  readBookingFeedAction,
  removeBookingFeedAction,
  setBookingFeedGraceAction,
} from '@/lib/membership/stays/staff-feed-actions';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { LanguageOptions } from '@/components/backoffice/language-options';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/** Add a booking feed (docs/membership.md "Booking feeds"): property, URL, guests' language, grace hours. */
export function AddFeedForm() {
  const t = useTranslations('BackofficeFeeds');
  const [state, action, pending, keep] = useActionForm(addBookingFeedAction);
  const refused = state.status === 'refused' ? state : null;
  const value = (name: string) => (refused?.values?.[name] as string | undefined) ?? undefined;
  const error = (name: string) => refused?.fieldErrors?.[name];
  return (
    <form action={action} onSubmit={keep} className="grid gap-3 sm:grid-cols-2" aria-labelledby="add-feed-title">
      <FormField id="feed-property" label={t('fields.property')} error={error('property')}>
        <input
          {...fieldProps('feed-property', error('property'))}
          name="property"
          defaultValue={value('property') ?? ''}
          required
        />
      </FormField>
      <FormField id="feed-url" label={t('fields.url')} error={error('url')}>
        <input
          {...fieldProps('feed-url', error('url'))}
          name="url"
          type="url"
          inputMode="url"
          defaultValue={value('url') ?? ''}
          required
        />
      </FormField>
      <FormField id="feed-locale" label={t('fields.locale')} error={error('locale')}>
        <select {...fieldProps('feed-locale', error('locale'))} name="locale" defaultValue={value('locale') ?? 'en'}>
          <LanguageOptions />
        </select>
      </FormField>
      <FormField id="feed-graceHours" label={t('fields.graceHours')} error={error('graceHours')}>
        <input
          {...fieldProps('feed-graceHours', error('graceHours'))}
          name="graceHours"
          type="number"
          min={0}
          max={720}
          inputMode="numeric"
          defaultValue={value('graceHours') ?? '48'}
          required
        />
      </FormField>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <button type="submit" className={`${buttonClass} self-start`} disabled={pending}>
          {t('add')}
        </button>
        <FormOutcome state={state} />
      </div>
    </form>
  );
}

/** A feed's controls in the list: read it now, change its grace period, remove it. Each is a form of its own. */
export function FeedControls({ id, property, graceHours }: { id: number; property: string; graceHours: number }) {
  const t = useTranslations('BackofficeFeeds');
  const [readState, read, reading] = useActionForm(readBookingFeedAction);
  const [graceState, grace, saving, keepGrace] = useActionForm(setBookingFeedGraceAction);
  const [removeState, remove, removing] = useActionForm(removeBookingFeedAction);
  const graceError = graceState.status === 'refused' ? graceState.fieldErrors?.graceHours : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <form action={read}>
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            className={secondaryButtonClass}
            disabled={reading}
            aria-label={t('readNowLabel', { property })}
          >
            {t('readNow')}
          </button>
        </form>
        <form action={grace} onSubmit={keepGrace} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="id" value={id} />
          <div className="flex flex-col">
            <label htmlFor={`grace-${id}`} className="text-xs text-slate-700">
              {t('graceLabel', { property })}
            </label>
            <input
              {...fieldProps(`grace-${id}`, graceError)}
              className="w-24 rounded border border-slate-300 bg-white px-2 py-1 text-sm"
              type="number"
              name="graceHours"
              min={0}
              max={720}
              inputMode="numeric"
              defaultValue={graceHours}
              required
            />
          </div>
          <button
            type="submit"
            className={secondaryButtonClass}
            disabled={saving}
            aria-label={t('saveGraceLabel', { property })}
          >
            {t('saveGrace')}
          </button>
        </form>
        <form action={remove}>
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            className={secondaryButtonClass}
            disabled={removing}
            aria-label={t('removeLabel', { property })}
          >
            {t('remove')}
          </button>
        </form>
      </div>
      {graceError && (
        <p id={`grace-${id}-error`} className="text-sm text-red-700">
          {graceError}
        </p>
      )}
      <FormOutcome state={readState} />
      {!graceError && <FormOutcome state={graceState} />}
      <FormOutcome state={removeState} />
    </div>
  );
}
