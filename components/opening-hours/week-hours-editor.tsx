'use client';

import { useTranslations } from 'next-intl';
import { weekdays, type DayHours, type OpeningHours, type TimeRange, type Weekday } from '@/lib/opening-hours/hours';
import { secondaryButtonClass } from '@/components/ui/buttons';

/** The choice of the day's select: the stored kinds, with 'ranges' split by how many ranges. */
type Choice = 'closed' | 'appointment' | '24h' | 'one' | 'two';
const choices: [Choice, string][] = [
  ['closed', 'closed'],
  ['appointment', 'appointment'],
  ['24h', 'allDay'],
  ['one', 'oneRange'],
  ['two', 'twoRanges'],
];

const choiceOf = (day: DayHours): Choice =>
  day.kind === 'ranges' ? (day.ranges.length > 1 ? 'two' : 'one') : day.kind;

/** The day for a newly chosen kind, keeping the ranges already typed. */
function dayFor(choice: Choice, current: DayHours): DayHours {
  if (choice !== 'one' && choice !== 'two') return { kind: choice };
  const ranges: TimeRange[] =
    current.kind === 'ranges' ? current.ranges : [{ open: '10:00', close: choice === 'two' ? '13:00' : '18:00' }];
  if (choice === 'one') return { kind: 'ranges', ranges: ranges.slice(0, 1) };
  return { kind: 'ranges', ranges: [ranges[0], ranges[1] ?? { open: '15:00', close: '19:00' }] };
}

const inputClass = 'rounded border border-slate-300 px-2 py-1 text-sm';

/**
 * A week of opening hours (docs/decisions/12-staff-run-directory.md §2): per weekday a labelled select (closed, by appointment, 24 hours, one or
 * two ranges) and time inputs; a range whose close is not after its open is marked as closing the next day.
 * `errors` are messages per weekday, already translated.
 */
export function WeekHoursEditor({
  idPrefix,
  value,
  onChange,
  errors = {},
}: {
  idPrefix: string;
  value: OpeningHours;
  onChange: (hours: OpeningHours) => void;
  errors?: Partial<Record<Weekday, string>>;
}) {
  const t = useTranslations('BackofficeHours');
  const tDays = useTranslations('OpeningHours');
  const setDay = (day: Weekday, hours: DayHours) => onChange({ ...value, [day]: hours });
  const first = tDays(weekdays[0]);
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-slate-100 rounded border border-slate-200">
        {weekdays.map((day) => {
          const hours = value[day];
          const name = tDays(day);
          const id = `${idPrefix}-${day}`;
          const error = errors[day];
          return (
            <li key={day} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <label htmlFor={`${id}-kind`} className="w-28 text-sm font-medium">
                {name}
              </label>
              <select
                id={`${id}-kind`}
                aria-label={t('dayKind', { day: name })}
                value={choiceOf(hours)}
                onChange={(event) => setDay(day, dayFor(event.target.value as Choice, hours))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClass}
              >
                {choices.map(([choice, key]) => (
                  <option key={choice} value={choice}>
                    {t(`kinds.${key}` as 'kinds.closed')}
                  </option>
                ))}
              </select>
              {hours.kind === 'ranges' &&
                hours.ranges.map((range, index) => {
                  const setRange = (change: Partial<TimeRange>) =>
                    setDay(day, {
                      kind: 'ranges',
                      ranges: hours.ranges.map((candidate, at) =>
                        at === index ? { ...candidate, ...change } : candidate,
                      ),
                    });
                  const n = index + 1;
                  const late = range.close <= range.open && range.close !== range.open;
                  return (
                    <span key={index} className="flex items-center gap-1 text-sm">
                      <input
                        type="time"
                        required
                        value={range.open}
                        onChange={(event) => setRange({ open: event.target.value })}
                        aria-label={t('opensLabel', { day: name, n })}
                        className={inputClass}
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        required
                        value={range.close}
                        onChange={(event) => setRange({ close: event.target.value })}
                        aria-label={t('closesLabel', { day: name, n })}
                        aria-describedby={late ? `${id}-${n}-late` : undefined}
                        className={inputClass}
                      />
                      {late && (
                        <span id={`${id}-${n}-late`} className="text-xs text-slate-600">
                          ({t('nextDay')})
                        </span>
                      )}
                    </span>
                  );
                })}
              {error && (
                <p id={`${id}-error`} className="w-full text-sm text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => onChange(Object.fromEntries(weekdays.map((day) => [day, value[weekdays[0]]])) as OpeningHours)}
      >
        {t('copyFirstDay', { day: first })}
      </button>
    </div>
  );
}
