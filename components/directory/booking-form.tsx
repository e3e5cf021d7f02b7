'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type * as z from '@/lib/validation/zod';
import { fieldProps, FormField } from '@/components/shop/form-field';
import { createBookingRequest } from '@/lib/directory/actions';
import { lisbonToday } from '@/lib/shop/pickup';
import { useMinuteClock } from '@/lib/time/use-minute-clock';
import type { Locale } from '@/lib/i18n/routing';
import { bookingFormSchema, MAX_PARTY_SIZE, type BookingFormValues } from '@/lib/validation/directory';
import { formResolver } from '@/lib/validation/resolver';
import { Honeypot } from './honeypot';
import { useSubmission } from './use-submission';

const contactFields = [
  ['name', 'name', 'text'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
] as const;

/**
 * Booking request (SPEC §2 Item detail): name, e-mail, phone, preferred date, party size and a message
 * prefilled from the partner's name and offer. Stored and queued for the team by the server action.
 */
export function BookingForm({ partnerId, partnerName, prefill }: { partnerId: number; partnerName: string; prefill: string }) {
  const t = useTranslations('DirectoryForms');
  const locale = useLocale() as Locale;
  // The earliest date is today in Lisbon, read in the browser: the page itself is cached.
  const now = useMinuteClock();
  const today = now ? lisbonToday(now) : undefined;
  const { register, handleSubmit, setError, formState } = useForm<BookingFormValues, unknown, z.output<typeof bookingFormSchema>>({
    resolver: formResolver(bookingFormSchema),
    defaultValues: { name: '', email: '', phone: '', preferredDate: '', partySize: '2', message: prefill, website: '' },
  });
  const { status, send, translate } = useSubmission(setError);
  const { errors, isSubmitting } = formState;
  const error = (field: keyof BookingFormValues) => translate(errors[field]?.message);

  const onSubmit = handleSubmit(async (values) => {
    await send(() => createBookingRequest({ ...values, website: values.website || undefined, partnerId, locale }));
  });

  if (status.kind === 'done') {
    return <p role="status" className="rounded border border-green-300 bg-green-50 p-4 text-green-900">{t('bookingThanks')}</p>;
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="booking-form-title" className="relative space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="booking-form-title" className="text-lg font-semibold">{t('bookingTitle')}</h3>
      <p className="text-sm text-slate-700">{t('bookingIntro', { name: partnerName })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {contactFields.map(([field, autoComplete, type]) => (
          <FormField key={field} id={`booking-${field}`} label={t(field)} error={error(field)}>
            <input {...fieldProps(`booking-${field}`, error(field))} type={type} autoComplete={autoComplete} {...register(field)} />
          </FormField>
        ))}
        <FormField id="booking-preferredDate" label={t('preferredDate')} error={error('preferredDate')}>
          <input {...fieldProps('booking-preferredDate', error('preferredDate'))} type="date" min={today} {...register('preferredDate')} />
        </FormField>
        <FormField id="booking-partySize" label={t('partySize')} error={error('partySize')}>
          <input {...fieldProps('booking-partySize', error('partySize'))} type="number" min={1} max={MAX_PARTY_SIZE} inputMode="numeric" {...register('partySize')} />
        </FormField>
      </div>
      <FormField id="booking-message" label={t('message')} error={error('message')}>
        <textarea {...fieldProps('booking-message', error('message'))} rows={4} maxLength={2000} {...register('message')} />
      </FormField>
      <Honeypot id="booking-website" registration={register('website')} />
      {status.kind === 'error' && <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">{status.message}</p>}
      <button type="submit" disabled={isSubmitting} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60">
        {isSubmitting ? t('sending') : t('sendBooking')}
      </button>
    </form>
  );
}
