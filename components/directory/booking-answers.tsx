'use client';

import { useTranslations } from 'next-intl';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';
import { buttonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { fieldError } from '@/lib/actions/form-state';
import { calendarDay, DATE_TIME, DAY_IN_WORDS, useLocaleFormatter } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { answerBookingAction } from '@/lib/directory/partner-booking-actions';
import type { PartnerBooking } from '@/lib/directory/partner-booking-answers';

const answers = ['accepted', 'proposed', 'declined'] as const;

/**
 * One request's answer form: accept, propose another day and time, or decline, with a short note for the guest.
 * Once answered only the answer's outcome stays (the form's state outlives the page's refresh).
 */
function AnswerForm({ locale, booking }: { locale: Locale; booking: PartnerBooking }) {
  const t = useTranslations('PartnerBookings');
  const [state, action, pending, keep] = useActionForm(answerBookingAction);
  if (booking.state !== 'waiting' && booking.state !== 'withStaff') return <FormOutcome state={state} />;
  const id = `booking-${booking.id}`;
  return (
    <form action={action} onSubmit={keep} className="flex flex-col gap-3">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={booking.id} />
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="mb-1 text-sm font-medium">{t('answerLegend')}</legend>
        {answers.map((kind) => (
          <label key={kind} className="flex items-center gap-1 text-sm">
            <input type="radio" name="answer" value={kind} defaultChecked={kind === 'accepted'} />
            {t(`answers.${kind}`)}
          </label>
        ))}
      </fieldset>
      {/* Read only for "another time" (shown always: the form works before hydration and without JavaScript). */}
      <div className="flex flex-wrap gap-3">
        <FormField id={`${id}-date`} label={t('proposedDate')} error={fieldError(state, 'date')}>
          <input {...fieldProps(`${id}-date`, fieldError(state, 'date'))} type="date" name="date" />
        </FormField>
        <FormField id={`${id}-time`} label={t('proposedTime')} error={fieldError(state, 'time')}>
          <input {...fieldProps(`${id}-time`, fieldError(state, 'time'))} type="time" name="time" />
        </FormField>
      </div>
      <FormField id={`${id}-note`} label={t('note')} error={fieldError(state, 'note')}>
        <textarea {...fieldProps(`${id}-note`, fieldError(state, 'note'))} name="note" rows={2} maxLength={500} />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} disabled={pending}>
          {t('send')}
        </button>
        <FormOutcome state={state} />
      </div>
    </form>
  );
}

/**
 * The partner's direct booking requests (docs/membership.md "Booking requests to the partner"): each with the guest's
 * request and contact, its state, and the answer form while it waits (also once it went to staff).
 */
export function BookingAnswers({ locale, bookings }: { locale: Locale; bookings: PartnerBooking[] }) {
  const t = useTranslations('PartnerBookings');
  const format = useLocaleFormatter();
  const day = (value: string | null) => (value ? format.dateTime(calendarDay(value), DAY_IN_WORDS) : t('noDate'));
  const instant = (iso: string) => format.dateTime(new Date(iso), DATE_TIME);
  return (
    <ul className="flex flex-col gap-4" data-testid="partner-bookings">
      {bookings.map((booking) => (
        <li key={booking.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold break-words">
            {t('request', { name: booking.name, date: day(booking.preferredDate), people: booking.partySize })}
          </h2>
          <p className="text-sm break-all">
            <a className="underline" href={`mailto:${booking.email}`}>
              {booking.email}
            </a>{' '}
            ·{' '}
            <a className="underline" href={`tel:${booking.phone.replace(/[^+\d]/g, '')}`}>
              {booking.phone}
            </a>
          </p>
          {booking.message && <p className="text-sm break-words whitespace-pre-line">{booking.message}</p>}
          <p className="text-sm font-medium" data-testid="booking-state">
            {t(`states.${booking.state}`, {
              deadline: booking.answerDeadline ? instant(booking.answerDeadline) : '',
              date: day(booking.proposedDate),
              time: booking.proposedTime ?? '',
            })}
          </p>
          {booking.note && <p className="text-sm break-words">{t('yourNote', { note: booking.note })}</p>}
          <AnswerForm locale={locale} booking={booking} />
        </li>
      ))}
    </ul>
  );
}
