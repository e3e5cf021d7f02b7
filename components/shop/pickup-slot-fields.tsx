'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutPickupPlace } from '@/lib/shop/pickup/pickup-places';
import type { CheckoutFormValues } from '@/lib/shop/orders/checkout-schema';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { useLocaleFormatter } from '@/lib/i18n/format';

type Slots = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; places: CheckoutPickupPlace[] };

/**
 * The free pickup slots from GET /api/pickup-slots (docs/decisions/13-pickup-order-journey.md §3), loaded when the checkout opens and again on
 * `reload()` (after the server refused a slot that passed or filled meanwhile); a slot no longer offered is then
 * cleared from the form (PickupSlotFields).
 */
export function usePickupSlots() {
  const [slots, setSlots] = useState<Slots>({ state: 'loading' });
  const reload = useCallback(async () => {
    // A reload keeps the slots on screen until the fresh ones arrive, so the guest's choice is not reset meanwhile.
    setSlots((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    try {
      const answer = await fetch('/api/pickup-slots', { cache: 'no-store' });
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      const { places } = (await answer.json()) as { places: CheckoutPickupPlace[] };
      setSlots({ state: 'ready', places });
    } catch {
      setSlots({ state: 'failed' });
    }
  }, []);
  useEffect(() => {
    // Loading the offer is this effect's job: it runs once when the checkout opens.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);
  return { slots, reload };
}

type Props = {
  form: UseFormReturn<CheckoutFormValues>;
  slots: Slots;
  reload: () => void;
  message: (field: keyof CheckoutFormValues) => string | undefined;
};

/**
 * Pickup location, date and time (docs/decisions/13-pickup-order-journey.md §3): only the dates and times with a free slot are offered, in Lisbon
 * time; the time reads as the slot, "10:00–10:30". Changing the location or the date clears a choice it no
 * longer offers.
 */
export function PickupSlotFields({ form, slots, reload, message }: Props) {
  const t = useTranslations('Checkout');
  const tRoot = useTranslations();
  const format = useLocaleFormatter();
  const { register, watch, setValue, getValues } = form;
  const location = watch('pickupLocation');
  const date = watch('pickupDate');
  const places = slots.state === 'ready' ? slots.places : [];
  const place = places.find((candidate) => candidate.key === location);
  const day = place?.days.find((candidate) => candidate.date === date);

  useEffect(() => {
    if (slots.state !== 'ready') return;
    const values = getValues();
    const chosen = slots.places.find((candidate) => candidate.key === values.pickupLocation) ?? slots.places[0];
    if (chosen && chosen.key !== values.pickupLocation) setValue('pickupLocation', chosen.key);
    const chosenDay = chosen?.days.find((candidate) => candidate.date === values.pickupDate);
    // A choice still offered is set again now that its option exists (one restored before the slots loaded).
    setValue('pickupDate', chosenDay ? chosenDay.date : '');
    setValue('pickupTime', chosenDay?.slots.some(([start]) => start === values.pickupTime) ? values.pickupTime : '');
  }, [slots, location, date, getValues, setValue]);

  const placeName = (key: string) =>
    tRoot.has(`PickupLocations.${key}` as never) ? tRoot(`PickupLocations.${key}` as never) : key;
  const dayLabel = (day: string) =>
    format.dateTime(new Date(`${day}T12:00:00Z`), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-3">
      <legend className="mb-3 text-lg font-semibold">{t('pickupDetails')}</legend>
      {slots.state === 'loading' && (
        <p role="status" className="sm:col-span-3">
          {t('loadingSlots')}
        </p>
      )}
      {slots.state === 'failed' && (
        <p role="alert" className="sm:col-span-3">
          {t('slotsFailed')}{' '}
          <button type="button" onClick={reload} className="font-semibold text-brand-700 underline">
            {t('reloadSlots')}
          </button>
        </p>
      )}
      <FormField id="pickupLocation" label={t('pickupLocation')} error={message('pickupLocation')}>
        <select {...fieldProps('pickupLocation', message('pickupLocation'))} {...register('pickupLocation')}>
          {places.map(({ key }) => (
            <option key={key} value={key}>
              {placeName(key)}
            </option>
          ))}
        </select>
        {place && (
          <p data-testid="pickup-address" className="text-sm break-words text-slate-600">
            {place.address}
          </p>
        )}
      </FormField>
      <FormField id="pickupDate" label={t('pickupDate')} error={message('pickupDate')}>
        <select {...fieldProps('pickupDate', message('pickupDate'))} {...register('pickupDate')}>
          <option value="">{t('choose')}</option>
          {place?.days.map(({ date }) => (
            <option key={date} value={date}>
              {dayLabel(date)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="pickupTime" label={t('pickupTime')} error={message('pickupTime')}>
        <select {...fieldProps('pickupTime', message('pickupTime'))} {...register('pickupTime')}>
          <option value="">{t('choose')}</option>
          {day?.slots.map(([start, end]) => (
            <option key={start} value={start}>{`${start}–${end}`}</option>
          ))}
        </select>
      </FormField>
      {slots.state === 'ready' && place && place.days.length === 0 && (
        <p role="status" className="sm:col-span-3">
          {t('noSlots')}
        </p>
      )}
    </fieldset>
  );
}
