import { describe, expect, it } from 'vitest';
import {
  hoursOn,
  openState,
  openingHoursSpecification,
  readSeasons,
  seasonDates,
  seasonIncludes,
  seasonOn,
  type Season,
} from '@/lib/opening-hours/hours';
import { week } from '@/prisma/seed/directory/types';

// docs/decisions/12-staff-run-directory.md §2: "1 June to 15 September: 10:00-19:00 every day; closed from 1 November to 31 March".
const weekly = week('10:00-18:00', { mon: 'closed' });
const summer: Season = { kind: 'hours', from: '06-01', to: '09-15', hours: week('10:00-19:00') };
const winter: Season = { kind: 'closed', from: '11-01', to: '03-31' };
const park = [summer, winter];

describe('seasons (docs/decisions/12-staff-run-directory.md §2, Lisbon calendar days)', () => {
  it('a yearly range includes both ends and may wrap the new year', () => {
    expect(seasonIncludes(summer, '2026-06-01')).toBe(true);
    expect(seasonIncludes(summer, '2026-09-15')).toBe(true);
    expect(seasonIncludes(summer, '2026-09-16')).toBe(false);
    expect(seasonIncludes(summer, '2026-05-31')).toBe(false);
    for (const day of ['2026-11-01', '2026-12-31', '2027-01-01', '2026-01-15', '2026-03-31'])
      expect(seasonIncludes(winter, day)).toBe(true);
    for (const day of ['2026-04-01', '2026-10-31', '2026-07-15']) expect(seasonIncludes(winter, day)).toBe(false);
  });

  it('closed season wins over an hours season, which wins over the weekly hours', () => {
    const christmas: Season = { kind: 'closed', from: '12-24', to: '12-26' };
    const december: Season = { kind: 'hours', from: '12-01', to: '12-31', hours: week('09:00-12:00') };
    expect(seasonOn([december, christmas], '2026-12-25')).toEqual(christmas);
    expect(seasonOn([december, christmas], '2026-12-10')).toEqual(december);
    expect(seasonOn(park, '2026-10-10')).toBeNull();
    expect(hoursOn(weekly, park, '2026-07-13').mon).toEqual({
      kind: 'ranges',
      ranges: [{ open: '10:00', close: '19:00' }],
    });
    expect(hoursOn(weekly, park, '2026-10-12').mon).toEqual({ kind: 'closed' });
    expect(hoursOn(weekly, park, '2026-10-13').tue).toEqual({
      kind: 'ranges',
      ranges: [{ open: '10:00', close: '18:00' }],
    });
    expect(Object.values(hoursOn(weekly, park, '2027-01-12'))).toEqual(Array(7).fill({ kind: 'closed' }));
  });

  it('open now: summer hours in July, closed in January, weekly hours in October', () => {
    // 2026-07-13 is a Monday (closed in the weekly hours, open in summer); 17:30 UTC is 18:30 in Lisbon (summer time).
    expect(openState(weekly, new Date('2026-07-13T17:30:00Z'), park)).toBe('open');
    expect(openState(weekly, new Date('2026-07-13T17:30:00Z'))).toBe('closed');
    expect(openState(weekly, new Date('2026-07-13T18:00:00Z'), park)).toBe('closed'); // 19:00 in Lisbon
    // 2027-01-13 is a Wednesday: open in the weekly hours at 12:00, but the winter closure wins.
    expect(openState(weekly, new Date('2027-01-13T12:00:00Z'))).toBe('open');
    expect(openState(weekly, new Date('2027-01-13T12:00:00Z'), park)).toBe('closed');
    expect(openState(weekly, new Date('2026-10-14T12:00:00Z'), park)).toBe('open');
  });

  it('the season boundary follows the Lisbon day, not UTC, across the clock change', () => {
    const october: Season = { kind: 'closed', from: '10-25', to: '10-31' };
    const allDay = week('24h');
    // 2026-10-24 23:30 UTC is 00:30 on 25 October in Lisbon (summer time, UTC+1): already closed.
    expect(openState(allDay, new Date('2026-10-24T23:30:00Z'), [october])).toBe('closed');
    expect(openState(allDay, new Date('2026-10-24T22:30:00Z'), [october])).toBe('open');
    // 2026-03-29 (clocks go forward at 01:00 UTC): 31 March is the last closed day; 23:30 UTC on 31 March is
    // 00:30 on 1 April in Lisbon.
    expect(openState(allDay, new Date('2026-03-31T22:30:00Z'), [winter])).toBe('closed');
    expect(openState(allDay, new Date('2026-03-31T23:30:00Z'), [winter])).toBe('open');
  });

  it('a late range of the day before a closed season still runs after midnight', () => {
    const bar = week('20:00-02:00');
    const closedFirst: Season = { kind: 'closed', from: '11-01', to: '11-30' };
    // 2026-11-01 01:00 in Lisbon (UTC+0): Saturday 31 October's range 20:00-02:00 still runs.
    expect(openState(bar, new Date('2026-11-01T01:00:00Z'), [closedFirst])).toBe('open');
    expect(openState(bar, new Date('2026-11-01T21:00:00Z'), [closedFirst])).toBe('closed');
    expect(openState(bar, new Date('2026-12-01T01:00:00Z'), [closedFirst])).toBe('closed'); // 30 November was closed
  });

  it('yesterday is the Lisbon calendar day before, on the nights the clocks change', () => {
    const lateSaturdays: Season[] = [
      { kind: 'hours', from: '03-28', to: '03-28', hours: week('closed', { sat: '20:00-03:00' }) },
      { kind: 'hours', from: '10-24', to: '10-24', hours: week('closed', { sat: '20:00-03:00' }) },
    ];
    const closed = week('closed');
    // Sunday 29 March 2026: 00:30 WET, then 03:30 WEST (after the clocks went forward): Saturday's range ran to 03:00.
    expect(openState(closed, new Date('2026-03-29T00:30:00Z'), lateSaturdays)).toBe('open');
    expect(openState(closed, new Date('2026-03-29T01:30:00Z'), lateSaturdays)).toBe('open'); // 02:30 WEST
    expect(openState(closed, new Date('2026-03-29T02:30:00Z'), lateSaturdays)).toBe('closed'); // 03:30 WEST
    // Sunday 25 October 2026: 01:30 WEST, then 01:30 WET again an hour later, and 02:30 WET.
    expect(openState(closed, new Date('2026-10-25T00:30:00Z'), lateSaturdays)).toBe('open');
    expect(openState(closed, new Date('2026-10-25T01:30:00Z'), lateSaturdays)).toBe('open');
    expect(openState(closed, new Date('2026-10-25T02:30:00Z'), lateSaturdays)).toBe('open'); // 02:30 WET
    expect(openState(closed, new Date('2026-10-25T03:00:00Z'), lateSaturdays)).toBe('closed'); // 03:00 WET
    // Monday 30 March 00:30 WEST is 23:30 UTC on Sunday: 24 hours earlier is still Saturday, yet yesterday is Sunday.
    const lateSunday: Season[] = [
      { kind: 'hours', from: '03-29', to: '03-29', hours: week('closed', { sun: '20:00-02:00' }) },
    ];
    expect(openState(closed, new Date('2026-03-29T23:30:00Z'), lateSunday)).toBe('open');
  });

  it('dates of the current or next occurrence, wrapping the new year', () => {
    expect(seasonDates(summer, '2026-07-13')).toEqual({ from: '2026-06-01', to: '2026-09-15' });
    expect(seasonDates(summer, '2026-10-01')).toEqual({ from: '2027-06-01', to: '2027-09-15' });
    expect(seasonDates(winter, '2027-01-13')).toEqual({ from: '2026-11-01', to: '2027-03-31' });
    expect(seasonDates(winter, '2026-07-13')).toEqual({ from: '2026-11-01', to: '2027-03-31' });
    expect(seasonDates({ from: '02-29', to: '03-10' }, '2027-01-01')).toEqual({ from: '2027-02-28', to: '2027-03-10' });
  });

  it('JSON-LD gives each season its validFrom/validThrough, closed days as 00:00-00:00', () => {
    const spec = openingHoursSpecification(weekly, park, new Date('2026-07-13T12:00:00Z'));
    expect(spec.filter((entry) => !('validFrom' in entry))).toHaveLength(6); // the weekly hours, Monday closed
    expect(spec).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '10:00',
      closes: '19:00',
      validFrom: '2026-06-01',
      validThrough: '2026-09-15',
    });
    expect(spec).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-11-01',
      validThrough: '2027-03-31',
    });
  });

  it('reads stored seasons, skipping broken entries', () => {
    const stored = [
      summer,
      winter,
      { kind: 'closed', from: '04-31', to: '05-02' },
      { kind: 'other', from: '01-01', to: '01-02' },
      null,
    ];
    expect(readSeasons(stored)).toEqual(park);
    expect(readSeasons('nope')).toEqual([]);
  });
});
