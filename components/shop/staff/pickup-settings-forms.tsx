'use client';

import { useTranslations } from 'next-intl';
import type { PickupPlaceSettings } from '@/lib/shop/pickup/pickup-settings';
import {
  addClosedDateAction,
  createPickupPlaceAction,
  openHolidayAction,
  removeClosedDateAction,
  savePickupPlaceAction,
} from '@/lib/shop/pickup/staff-pickup-settings-actions';
import { fieldError, typedValue } from '@/lib/actions/form-state';
import { RANGES_PER_DAY, rangeField, WEEKDAYS } from '@/lib/validation/form-limits';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/*
 * The forms of /backoffice/pickup-settings (docs/decisions/13-pickup-order-journey.md §3). Each posts to its server action (React form actions with
 * useActionState), so it works before hydration and without JavaScript; the page shows the saved data after.
 */

/** A place's rules and weekly hours: two opening ranges per weekday (a lunch break), empty for closed. */
export function PickupPlaceForm({ place, name }: { place: PickupPlaceSettings; name: string }) {
  const t = useTranslations('BackofficePickupSettings');
  const [state, action, pending, keep] = useActionForm(savePickupPlaceAction);
  const error = (field: string) => fieldError(state, field);
  const number = (field: 'slotMinutes' | 'capacity' | 'minNoticeMinutes', min: number, max: number) => (
    <FormField id={`${field}-${place.id}`} label={t(field)} error={error(field)}>
      <input
        type="number"
        name={field}
        min={min}
        max={max}
        required
        defaultValue={typedValue(state, field) ?? place[field]}
        {...fieldProps(`${field}-${place.id}`, error(field))}
      />
    </FormField>
  );
  return (
    <form action={action} onSubmit={keep} aria-label={t('rulesOf', { name })} className="flex flex-col gap-4">
      <input type="hidden" name="placeId" value={place.id} />
      <FormField id={`address-${place.id}`} label={t('address')} error={error('address')}>
        <input
          name="address"
          required
          maxLength={200}
          defaultValue={typedValue(state, 'address') ?? place.address}
          {...fieldProps(`address-${place.id}`, error('address'))}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {number('slotMinutes', 5, 480)}
        {number('capacity', 1, 1000)}
        {number('minNoticeMinutes', 0, 20160)}
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="active"
          defaultChecked={state.status === 'refused' && state.values ? state.values.active === 'on' : place.active}
        />{' '}
        {t('active')}
      </label>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t('weeklyHours')}</legend>
        <p className="text-sm text-slate-600">{t('weeklyHoursHint')}</p>
        {WEEKDAYS.map((weekday) => {
          const ranges = place.hours.filter((hours) => hours.weekday === weekday);
          return (
            <div key={weekday} className="flex flex-wrap items-center gap-2">
              <span className="w-28 text-sm font-medium">{t(`weekday.${weekday}` as never)}</span>
              {Array.from({ length: RANGES_PER_DAY }, (_, range) => (
                <span key={range} className="flex items-center gap-1">
                  {(['opens', 'closes'] as const).map((edge) => {
                    const field = rangeField(edge, weekday, range);
                    return (
                      <span key={edge} className="flex flex-col">
                        <input
                          type="time"
                          name={field}
                          aria-label={t(`${edge}At`, { day: t(`weekday.${weekday}` as never), range: range + 1 })}
                          defaultValue={
                            typedValue(state, field) ?? ranges[range]?.[edge === 'opens' ? 'opensAt' : 'closesAt'] ?? ''
                          }
                          {...fieldProps(`${field}-${place.id}`, error(field))}
                        />
                        {error(field) && (
                          <span id={`${field}-${place.id}-error`} className="text-xs text-red-700">
                            {error(field)}
                          </span>
                        )}
                      </span>
                    );
                  })}
                </span>
              ))}
            </div>
          );
        })}
      </fieldset>
      <div className="flex items-center gap-3">
        <button type="submit" disabled={pending} className={buttonClass}>
          {pending ? t('saving') : t('save')}
        </button>
        <FormOutcome state={state} />
      </div>
    </form>
  );
}

/** Adds a closed date to a place. */
export function AddClosedDateForm({ placeId, name }: { placeId: number; name: string }) {
  const t = useTranslations('BackofficePickupSettings');
  const [state, action, pending, keep] = useActionForm(addClosedDateAction);
  return (
    <form
      action={action}
      onSubmit={keep}
      aria-label={t('addClosedDateTo', { name })}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="placeId" value={placeId} />
      <FormField id={`closed-date-${placeId}`} label={t('closedDate')} error={fieldError(state, 'date')}>
        <input
          type="date"
          name="date"
          required
          defaultValue={typedValue(state, 'date')}
          {...fieldProps(`closed-date-${placeId}`, fieldError(state, 'date'))}
        />
      </FormField>
      <FormField id={`closed-note-${placeId}`} label={t('note')} error={fieldError(state, 'note')}>
        <input
          name="note"
          maxLength={120}
          defaultValue={typedValue(state, 'note')}
          {...fieldProps(`closed-note-${placeId}`, fieldError(state, 'note'))}
        />
      </FormField>
      <button type="submit" disabled={pending} className={secondaryButtonClass}>
        {t('addClosedDate')}
      </button>
      <FormOutcome state={state} />
    </form>
  );
}

/** Opens a closed date again. */
export function RemoveClosedDateButton({ id, label }: { id: number; label: string }) {
  const t = useTranslations('BackofficePickupSettings');
  const [state, action, pending] = useActionForm(removeClosedDateAction);
  return (
    <form action={action} className="inline-flex items-center gap-2">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={pending}
        aria-label={t('removeClosedDate', { date: label })}
        className={secondaryButtonClass}
      >
        {t('remove')}
      </button>
      <FormOutcome state={state} />
    </form>
  );
}

/**
 * One public holiday of a place (docs/pickup-slots.md "Public holidays"): closed, with a button that opens the place
 * that day, or opened by staff (`openedBy`: the row's id), with a button that closes it again.
 */
export function HolidayRow({
  placeId,
  name,
  holiday,
  label,
}: {
  placeId: number;
  name: string;
  holiday: { date: string; name: string; openedBy: number | null };
  label: string;
}) {
  const t = useTranslations('BackofficePickupSettings');
  const [state, action, pending] = useActionForm(
    holiday.openedBy === null ? openHolidayAction : removeClosedDateAction,
  );
  return (
    <li className="flex flex-wrap items-center gap-3">
      <span>
        {label} · <span className="text-slate-600">{holiday.name}</span>
      </span>
      <span className="text-sm font-medium">
        {holiday.openedBy === null ? t('holidayIsClosed') : t('holidayIsOpen')}
      </span>
      <form action={action} className="inline-flex items-center gap-2">
        {holiday.openedBy === null ? (
          <>
            <input type="hidden" name="placeId" value={placeId} />
            <input type="hidden" name="date" value={holiday.date} />
          </>
        ) : (
          <input type="hidden" name="id" value={holiday.openedBy} />
        )}
        <button
          type="submit"
          disabled={pending}
          aria-label={t(holiday.openedBy === null ? 'openHolidayOn' : 'closeHolidayOn', { name, date: label })}
          className={secondaryButtonClass}
        >
          {holiday.openedBy === null ? t('openHoliday') : t('closeHoliday')}
        </button>
        <FormOutcome state={state} />
      </form>
    </li>
  );
}

/** Adds a pickup place: its name (shown as written in every language), street address and municipality. */
export function AddPickupPlaceForm({ municipalities }: { municipalities: string[] }) {
  const t = useTranslations('BackofficePickupSettings');
  const [state, action, pending, keep] = useActionForm(createPickupPlaceAction);
  const error = (field: string) => fieldError(state, field);
  return (
    <form
      action={action}
      onSubmit={keep}
      aria-labelledby="add-place"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="add-place" className="text-lg font-semibold">
        {t('addPlace')}
      </h2>
      <p className="text-sm text-slate-600">{t('addPlaceHint')}</p>
      <FormField id="new-place-name" label={t('placeName')} error={error('name')}>
        <input
          name="name"
          required
          maxLength={60}
          defaultValue={typedValue(state, 'name')}
          {...fieldProps('new-place-name', error('name'))}
        />
      </FormField>
      <FormField id="new-place-address" label={t('address')} error={error('address')}>
        <input
          name="address"
          required
          maxLength={200}
          defaultValue={typedValue(state, 'address')}
          {...fieldProps('new-place-address', error('address'))}
        />
      </FormField>
      <FormField id="new-place-municipality" label={t('municipality')} error={error('municipality')}>
        <select
          name="municipality"
          defaultValue={typedValue(state, 'municipality') ?? municipalities[0] ?? ''}
          {...fieldProps('new-place-municipality', error('municipality'))}
        >
          {municipalities.map((key) => (
            <option key={key} value={key}>
              {t(`municipality${key[0].toUpperCase()}${key.slice(1)}` as never)}
            </option>
          ))}
          <option value="">{t('municipalityNone')}</option>
        </select>
      </FormField>
      <div className="flex items-center gap-3">
        <button type="submit" disabled={pending} className={buttonClass}>
          {t('createPlace')}
        </button>
        <FormOutcome state={state} />
      </div>
    </form>
  );
}
