'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormAlert, SectionSubmitButton } from '@/components/forms/form-parts';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { hydratesApart } from '@/components/ui/island';
import { createBookingRequest } from '@/lib/directory/actions';
import { lastBookingDate, lisbonToday } from '@/lib/time';
import { useMinuteClock } from '@/lib/ui/use-minute-clock';
import type { BookingFormValues } from '@/lib/directory/schemas';
import { MAX_PARTY_SIZE } from '@/lib/validation/form-limits';
import { lazyFormResolver } from '@/lib/validation/lazy-resolver';
import { Honeypot } from './honeypot';
import { useDirectoryForm } from './use-submission';

const resolver = lazyFormResolver(() => import('@/lib/directory/schemas').then((schemas) => schemas.bookingFormSchema));
const contactFields = [
  ['name', 'name', 'text'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
] as const;

/**
 * Booking request (docs/spec.md §2 Item detail): name, e-mail, phone, preferred date (today to one year ahead), party
 * size and a message prefilled from the partner's name and offer. Stored and queued for the team by the server
 * action; posts to it before hydration and without JavaScript too (docs/decisions/11-staff-security.md §7).
 */
export const BookingForm = hydratesApart(function BookingForm({
  partnerId,
  partnerName,
  prefill,
  direct = false,
}: {
  partnerId: number;
  partnerName: string;
  prefill: string;
  /** The partner answers requests itself (docs/membership.md "Booking requests to the partner"). */
  direct?: boolean;
}) {
  const t = useTranslations('DirectoryForms');
  const locale = useLocale();
  // The earliest and latest dates are read in the browser: the page itself is cached.
  const now = useMinuteClock();
  const defaults: BookingFormValues = {
    name: '',
    email: '',
    phone: '',
    preferredDate: '',
    partySize: '2',
    message: prefill,
    website: '',
  };
  const { state, busy, formProps, field, error } = useDirectoryForm(resolver, createBookingRequest, defaults);

  if (state.status === 'done') {
    return (
      <p role="status" className="rounded border border-green-300 bg-green-50 p-4 text-green-900">
        {direct ? t('bookingThanksDirect', { name: partnerName }) : t('bookingThanks')}
      </p>
    );
  }
  return (
    <form
      {...formProps}
      aria-labelledby="booking-form-title"
      className="relative space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="booking-form-title" className="text-lg font-semibold">
        {t('bookingTitle')}
      </h3>
      <p className="text-sm text-slate-700">
        {t(direct ? 'bookingIntroDirect' : 'bookingIntro', { name: partnerName })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {contactFields.map(([name, autoComplete, type]) => (
          <FormField key={name} id={`booking-${name}`} label={t(name)} error={error(name)}>
            <input
              {...fieldProps(`booking-${name}`, error(name))}
              type={type}
              autoComplete={autoComplete}
              {...field(name)}
            />
          </FormField>
        ))}
        <FormField id="booking-preferredDate" label={t('preferredDate')} error={error('preferredDate')}>
          <input
            {...fieldProps('booking-preferredDate', error('preferredDate'))}
            type="date"
            min={now ? lisbonToday(now) : undefined}
            max={now ? lastBookingDate(now) : undefined}
            {...field('preferredDate')}
          />
        </FormField>
        <FormField id="booking-partySize" label={t('partySize')} error={error('partySize')}>
          <input
            {...fieldProps('booking-partySize', error('partySize'))}
            type="number"
            min={1}
            max={MAX_PARTY_SIZE}
            inputMode="numeric"
            {...field('partySize')}
          />
        </FormField>
      </div>
      <FormField id="booking-message" label={t('message')} error={error('message')}>
        <textarea
          {...fieldProps('booking-message', error('message'))}
          rows={4}
          maxLength={2000}
          {...field('message')}
        />
      </FormField>
      <input type="hidden" name="partnerId" value={partnerId} />
      <input type="hidden" name="locale" value={locale} />
      <Honeypot id="booking-website" registration={field('website')} />
      {state.status === 'refused' && <FormAlert>{state.error}</FormAlert>}
      <SectionSubmitButton busy={busy} label={t('sendBooking')} busyLabel={t('sending')} />
    </form>
  );
});
