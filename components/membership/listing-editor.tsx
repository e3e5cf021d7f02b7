'use client';

import { useTranslations } from 'next-intl';
import { HoursEditor } from '@/components/opening-hours/hours-editor';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { fieldError, typedValue, type FormState } from '@/lib/actions/form-state';
import { formatDay, type OpeningHours, type Season, type SpecialDay } from '@/lib/opening-hours/hours';
import { calendarDay, DAY_IN_WORDS, useLocaleFormatter } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import {
  changeBlackoutDateAction,
  proposeTextsAction,
  removeSpecialDayAction,
  saveManagedHoursAction,
  saveSpecialDayAction,
} from '@/lib/membership/partners/partner-page-actions';
import type { ProposalView, ProposedTexts } from '@/lib/membership/partners/partner-page';

/*
 * The manager's page editor (docs/membership.md "The partner keeps its page"). Every form posts to its server action
 * before hydration and without JavaScript; the hidden `locale` gives the answer's language.
 */

const languages: Locale[] = ['pt', 'en', 'fr'];

/** What the person typed in `field` on a refused form (shown again after a post without JavaScript), or `fallback`. */
const typed = (state: FormState, field: string, fallback = '') => typedValue(state, field) ?? fallback;

/** A 'YYYY-MM-DD' day in words, as the page's language writes it (DAY_IN_WORDS). */
function useDay() {
  const format = useLocaleFormatter();
  return (date: string) => format.dateTime(calendarDay(date), DAY_IN_WORDS);
}

/** The weekly hours and the seasons (closed for the season, or other hours), published on save. */
export function ManagedHoursForm({
  locale,
  hours,
  seasons,
}: {
  locale: Locale;
  hours: OpeningHours;
  seasons: Season[];
}) {
  const t = useTranslations('PartnerListing');
  const [state, action, pending, keep] = useActionForm(saveManagedHoursAction);
  return (
    <form action={action} onSubmit={keep} className="flex flex-col gap-4">
      <input type="hidden" name="locale" value={locale} />
      <HoursEditor defaultHours={hours} defaultSeasons={seasons} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} disabled={pending}>
          {t('saveHours')}
        </button>
        <FormOutcome state={state} />
      </div>
    </form>
  );
}

/** A list of dated entries, each with its Remove button posting `date` to `remove`. */
function DatedList({
  locale,
  entries,
  remove,
  empty,
  testId,
}: {
  locale: Locale;
  entries: { date: string; words: string; extra?: Record<string, string> }[];
  remove: (previous: FormState, formData: FormData) => Promise<FormState>;
  empty: string;
  testId: string;
}) {
  const t = useTranslations('PartnerListing');
  const [state, action, pending] = useActionForm(remove);
  if (entries.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <>
      <ul className="flex flex-col gap-2" data-testid={testId}>
        {entries.map((entry) => (
          <li key={entry.date} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>{entry.words}</span>
            <form action={action}>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="date" value={entry.date} />
              {Object.entries(entry.extra ?? {}).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button
                type="submit"
                className={secondaryButtonClass}
                disabled={pending}
                aria-label={t('removeLabel', { what: entry.words })}
              >
                {t('remove')}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <FormOutcome state={state} />
    </>
  );
}

/** The special days kept (each removable) and the form that adds one: a date, closed or one time range. */
export function SpecialDays({ locale, days }: { locale: Locale; days: SpecialDay[] }) {
  const t = useTranslations('PartnerListing');
  const tHours = useTranslations('OpeningHours');
  const day = useDay();
  const words = {
    closed: tHours('closed'),
    appointment: tHours('appointment'),
    allDay: tHours('allDay'),
    and: tHours('and'),
  };
  const [state, action, pending, keep] = useActionForm(saveSpecialDayAction);
  const error = (field: string) => fieldError(state, field);
  return (
    <div className="flex flex-col gap-4">
      <DatedList
        locale={locale}
        entries={days.map((special) => ({
          date: special.date,
          words: tHours('specialDay', { date: day(special.date), hours: formatDay(special.hours, words) }),
        }))}
        remove={removeSpecialDayAction}
        empty={t('noSpecialDays')}
        testId="managed-special-days"
      />
      <form action={action} onSubmit={keep} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="locale" value={locale} />
        <FormField id="special-date" label={t('date')} error={error('date')}>
          <input
            {...fieldProps('special-date', error('date'))}
            type="date"
            name="date"
            required
            defaultValue={typed(state, 'date')}
          />
        </FormField>
        <FormField id="special-kind" label={t('specialKind')}>
          <select {...fieldProps('special-kind')} name="kind" defaultValue={typed(state, 'kind', 'closed')}>
            <option value="closed">{t('kindClosed')}</option>
            <option value="hours">{t('kindHours')}</option>
          </select>
        </FormField>
        <FormField id="special-open" label={t('opens')} error={error('open')}>
          <input
            {...fieldProps('special-open', error('open'))}
            type="time"
            name="open"
            defaultValue={typed(state, 'open')}
          />
        </FormField>
        <FormField id="special-close" label={t('closes')} error={error('close')}>
          <input
            {...fieldProps('special-close', error('close'))}
            type="time"
            name="close"
            defaultValue={typed(state, 'close')}
          />
        </FormField>
        <button type="submit" className={buttonClass} disabled={pending}>
          {t('addSpecialDay')}
        </button>
      </form>
      <FormOutcome state={state} />
    </div>
  );
}

/** The offer's blackout dates (each removable) and the form that adds one. */
export function BlackoutDates({ locale, dates }: { locale: Locale; dates: string[] }) {
  const t = useTranslations('PartnerListing');
  const day = useDay();
  const [state, action, pending, keep] = useActionForm(changeBlackoutDateAction);
  const error = fieldError(state, 'date');
  return (
    <div className="flex flex-col gap-4">
      <DatedList
        locale={locale}
        entries={dates.map((date) => ({ date, words: day(date), extra: { change: 'remove' } }))}
        remove={changeBlackoutDateAction}
        empty={t('noBlackoutDates')}
        testId="managed-blackout-dates"
      />
      <form action={action} onSubmit={keep} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="change" value="add" />
        <FormField id="blackout-date" label={t('date')} error={error}>
          <input
            {...fieldProps('blackout-date', error)}
            type="date"
            name="date"
            required
            defaultValue={typed(state, 'date')}
          />
        </FormField>
        <button type="submit" className={buttonClass} disabled={pending}>
          {t('addBlackoutDate')}
        </button>
      </form>
      <FormOutcome state={state} />
    </div>
  );
}

const suffix = (locale: Locale) => (locale === 'en' ? 'En' : locale === 'fr' ? 'Fr' : 'Pt');

/**
 * The page's texts in the three languages, sent to staff as a proposal; shows where the latest proposal stands
 * (waiting, approved, or sent back with the team's note). The fields start from the waiting proposal, else from the
 * public texts.
 */
export function ProposalForm({
  locale,
  texts,
  proposal,
}: {
  locale: Locale;
  texts: ProposedTexts;
  proposal: ProposalView | null;
}) {
  const t = useTranslations('PartnerListing');
  const format = useLocaleFormatter();
  const [state, action, pending, keep] = useActionForm(proposeTextsAction);
  // A waiting or sent-back proposal: the manager goes on from what they wrote; else the public texts.
  const start = proposal && proposal.status !== 'approved' ? proposal.texts : texts;
  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'Europe/Lisbon' }) : '';
  return (
    <div className="flex flex-col gap-4">
      {proposal && (
        <p
          data-testid="proposal-status"
          className={`rounded border-l-4 p-3 text-sm ${proposal.status === 'returned' ? 'border-accent-600 bg-orange-50' : 'border-brand-700 bg-brand-50'}`}
        >
          {proposal.status === 'pending' && t('proposalPending', { date: when(proposal.createdAt) })}
          {proposal.status === 'approved' && t('proposalApproved', { date: when(proposal.decidedAt) })}
          {proposal.status === 'returned' &&
            t('proposalReturned', { date: when(proposal.decidedAt), note: proposal.note ?? '' })}
        </p>
      )}
      <form action={action} onSubmit={keep} className="flex flex-col gap-4">
        <input type="hidden" name="locale" value={locale} />
        {languages.map((language) => {
          const description = `description${suffix(language)}`;
          const lines = `offerLines${suffix(language)}`;
          return (
            <fieldset key={language} className="flex flex-col gap-3 rounded border border-slate-200 p-3">
              <legend className="px-1 font-semibold">{t(`language.${language}`)}</legend>
              <FormField id={description} label={t('description')} error={fieldError(state, description)}>
                <textarea
                  {...fieldProps(description, fieldError(state, description))}
                  name={description}
                  rows={5}
                  lang={language}
                  defaultValue={typed(state, description, start.description[language])}
                />
              </FormField>
              <FormField id={lines} label={t('offerLines')} error={fieldError(state, lines)}>
                <textarea
                  {...fieldProps(lines, fieldError(state, lines))}
                  name={lines}
                  rows={3}
                  lang={language}
                  defaultValue={typed(state, lines, start.offerLines[language].join('\n'))}
                />
              </FormField>
            </fieldset>
          );
        })}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass} disabled={pending}>
            {t('sendProposal')}
          </button>
          <FormOutcome state={state} />
        </div>
      </form>
    </div>
  );
}
