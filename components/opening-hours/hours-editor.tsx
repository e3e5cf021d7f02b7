'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { weekdays, type OpeningHours, type Season, type Weekday } from '@/lib/opening-hours/hours';
import { useIdleModule } from '@/lib/ui/use-idle-preload';
import type { HoursFields } from '@/lib/opening-hours/schema';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { WeekHoursEditor } from './week-hours-editor';
import { useLocaleFormatter } from '@/lib/i18n/format';

const closedWeek = Object.fromEntries(weekdays.map((day) => [day, { kind: 'closed' }])) as OpeningHours;
const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
const days = Array.from({ length: 31 }, (_, index) => String(index + 1).padStart(2, '0'));
// The schemas (and zod) load once the page is idle (docs/decisions/15-framework-ratios.md §2): their issues show from then on; the server
// action checks the same schemas on save.
const loadSchemas = () => import('@/lib/opening-hours/schema');
const selectClass = 'rounded border border-slate-300 px-2 py-1 text-sm';

/** Issue messages (keys of BackofficeHours.errors) by their path's first one or two segments. */
function issuesByPath(issues: { path: PropertyKey[]; message: string }[] | undefined, depth: number) {
  const found: Record<string, string> = {};
  for (const issue of issues ?? []) found[issue.path.slice(0, depth).join('.')] ??= issue.message;
  return found;
}

/**
 * The opening hours editor of the partner form (docs/decisions/12-staff-run-directory.md §2): the weekly hours and the seasons (own hours or
 * closed between two yearly dates). It keeps its state in two hidden inputs holding JSON text, `hoursName` and
 * `seasonsName`, so a plain `<form action>` posts them (read them with parseHoursFields); `onChange` gives a
 * react-hook-form the same values. Issues of openingHoursSchema/seasonsSchema show beside the controls, translated.
 * Without JavaScript the hidden inputs still post the values the page was rendered with.
 */
export function HoursEditor({
  hoursName = 'openingHours',
  seasonsName = 'seasons',
  defaultHours = closedWeek,
  defaultSeasons = [],
  onChange,
}: {
  hoursName?: string;
  seasonsName?: string;
  defaultHours?: OpeningHours;
  defaultSeasons?: Season[];
  onChange?: (value: HoursFields) => void;
}) {
  const t = useTranslations('BackofficeHours');
  const id = useId();
  const [value, setValue] = useState<HoursFields>({ openingHours: defaultHours, seasons: defaultSeasons });
  const update = (change: Partial<HoursFields>) => {
    const next = { ...value, ...change };
    setValue(next);
    onChange?.(next);
  };
  const setSeason = (index: number, season: Season) =>
    update({ seasons: value.seasons.map((candidate, at) => (at === index ? season : candidate)) });
  const message = (key: string | undefined) => (key ? t(`errors.${key}` as 'errors.time') : undefined);
  const schemas = useIdleModule(loadSchemas);
  const hourIssues = issuesByPath(schemas?.openingHoursSchema.safeParse(value.openingHours).error?.issues, 1);
  const seasonIssues = schemas?.seasonsSchema.safeParse(value.seasons).error?.issues;
  const weekErrors = (found: Record<string, string>, prefix: string) =>
    Object.fromEntries(weekdays.map((day) => [day, message(found[`${prefix}${day}`])])) as Record<
      Weekday,
      string | undefined
    >;

  return (
    <div className="space-y-6">
      <input type="hidden" name={hoursName} value={JSON.stringify(value.openingHours)} />
      <input type="hidden" name={seasonsName} value={JSON.stringify(value.seasons)} />
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold">{t('weekly')}</legend>
        <p className="text-sm text-slate-600">{t('weeklyHint')}</p>
        <WeekHoursEditor
          idPrefix={`${id}-week`}
          value={value.openingHours}
          onChange={(openingHours) => update({ openingHours })}
          errors={weekErrors(hourIssues, '')}
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">{t('seasons')}</legend>
        <p id={`${id}-seasons-hint`} className="text-sm text-slate-600">
          {t('seasonsHint')}
        </p>
        {value.seasons.length === 0 && <p className="text-sm">{t('noSeasons')}</p>}
        {issuesByPath(seasonIssues, 1)[''] && (
          <p role="alert" className="text-sm text-red-700">
            {message(issuesByPath(seasonIssues, 1)[''])}
          </p>
        )}
        <ol className="space-y-4">
          {value.seasons.map((season, index) => (
            <li key={index}>
              <SeasonEditor
                idPrefix={`${id}-season-${index}`}
                n={index + 1}
                season={season}
                weekly={value.openingHours}
                onChange={(next) => setSeason(index, next)}
                onRemove={() => update({ seasons: value.seasons.filter((_, at) => at !== index) })}
                issues={issuesByPath(
                  seasonIssues
                    ?.filter((issue) => issue.path[0] === index)
                    .map((issue) => ({ ...issue, path: issue.path.slice(1) })),
                  3,
                )}
                message={message}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            update({
              seasons: [...value.seasons, { kind: 'hours', from: '06-01', to: '09-15', hours: value.openingHours }],
            })
          }
        >
          {t('addSeason')}
        </button>
      </fieldset>
    </div>
  );
}

/** One season: its kind, its first and last day (month and day selects) and, for 'hours', its own week. */
function SeasonEditor({
  idPrefix,
  n,
  season,
  weekly,
  onChange,
  onRemove,
  issues,
  message,
}: {
  idPrefix: string;
  n: number;
  season: Season;
  weekly: OpeningHours;
  onChange: (season: Season) => void;
  onRemove: () => void;
  issues: Record<string, string>;
  message: (key: string | undefined) => string | undefined;
}) {
  const t = useTranslations('BackofficeHours');
  const format = useLocaleFormatter();
  const monthName = (month: string) =>
    format.dateTime(new Date(Date.UTC(2000, Number(month) - 1, 1)), { month: 'long', timeZone: 'UTC' });
  const edge = (which: 'from' | 'to') => {
    const [month, day] = season[which].split('-');
    const set = (next: string) => onChange({ ...season, [which]: next });
    const error = message(issues[which]);
    const errorId = `${idPrefix}-${which}-error`;
    const describedBy = error ? errorId : undefined;
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="w-10 font-medium" aria-hidden="true">
          {t(which)}
        </span>
        <select
          aria-label={t('day', { edge: t(which), n })}
          value={day}
          onChange={(event) => set(`${month}-${event.target.value}`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={selectClass}
        >
          {days.map((option) => (
            <option key={option} value={option}>
              {Number(option)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('month', { edge: t(which), n })}
          value={month}
          onChange={(event) => set(`${event.target.value}-${day}`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={selectClass}
        >
          {months.map((option) => (
            <option key={option} value={option}>
              {monthName(option)}
            </option>
          ))}
        </select>
        {error && (
          <span id={errorId} className="text-red-700">
            {error}
          </span>
        )}
      </div>
    );
  };
  const hourErrors = Object.fromEntries(
    weekdays.map((day) => [day, message(issues[`hours.${day}`] ?? issues[`hours.${day}.ranges`])]),
  );
  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t('season', { n })}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">{t('seasonKind', { n })}</span>
          <select
            value={season.kind}
            onChange={(event) =>
              onChange(
                event.target.value === 'closed'
                  ? { kind: 'closed', from: season.from, to: season.to }
                  : { kind: 'hours', from: season.from, to: season.to, hours: weekly },
              )
            }
            className={selectClass}
          >
            <option value="hours">{t('seasonKinds.hours')}</option>
            <option value="closed">{t('seasonKinds.closed')}</option>
          </select>
        </label>
        <button type="button" onClick={onRemove} className={secondaryButtonClass}>
          {t('removeSeason', { n })}
        </button>
      </div>
      {edge('from')}
      {edge('to')}
      {season.kind === 'hours' && (
        <div className="space-y-1">
          <p className="text-sm font-medium">{t('seasonHours', { n })}</p>
          <WeekHoursEditor
            idPrefix={`${idPrefix}-hours`}
            value={season.hours}
            onChange={(hours) => onChange({ ...season, hours })}
            errors={hourErrors}
          />
        </div>
      )}
    </fieldset>
  );
}
