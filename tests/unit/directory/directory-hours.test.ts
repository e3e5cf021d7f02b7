import { describe, expect, it } from 'vitest';
import {
  formatDay,
  lisbonClock,
  openState,
  openingHoursSpecification,
  parseDay,
  readOpeningHours,
} from '@/lib/opening-hours/hours';
import { translatorFor } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/routing';
import { week } from '@/prisma/seed/directory/types';

const words = (locale: Locale) => {
  const t = translatorFor(locale);
  return {
    closed: t('OpeningHours.closed'),
    appointment: t('OpeningHours.appointment'),
    allDay: t('OpeningHours.allDay'),
    and: t('OpeningHours.and'),
  };
};

describe('opening hours in the spec’s words (docs/spec.md §3)', () => {
  it.each([
    ['en', 'Closed', 'By appointment'],
    ['fr', 'Fermé', 'Sur rendez-vous'],
    ['pt', 'Fechado', 'Sob marcação'],
  ] as const)('%s: closed, by appointment, 24h and two ranges', (locale, closed, appointment) => {
    expect(formatDay(parseDay('closed'), words(locale))).toBe(closed);
    expect(formatDay(parseDay('appointment'), words(locale))).toBe(appointment);
    expect(formatDay(parseDay('24h'), words(locale))).toMatch(/^24h/);
    expect(formatDay(parseDay('12:00-15:00,19:00-23:00'), words(locale))).toBe(
      `12:00–15:00 ${words(locale).and} 19:00–23:00`,
    );
  });

  it('refuses malformed seed notation and more than two ranges', () => {
    expect(() => parseDay('9-17')).toThrow();
    expect(() => parseDay('25:00-26:00')).toThrow();
    expect(() => parseDay('08:00-09:00,10:00-11:00,12:00-13:00')).toThrow();
  });

  it('reads broken stored days as closed', () => {
    const hours = readOpeningHours({
      mon: { kind: 'ranges', ranges: [{ open: 'x', close: '10:00' }] },
      tue: { kind: '24h' },
    });
    expect(hours.mon).toEqual({ kind: 'closed' });
    expect(hours.tue).toEqual({ kind: '24h' });
    expect(hours.sun).toEqual({ kind: 'closed' });
  });
});

describe('open now in Lisbon time (docs/design.md: Europe/Lisbon)', () => {
  const lunchAndDinner = week('12:00-15:00,19:00-23:00', { tue: 'closed', wed: 'appointment', thu: '24h' });

  it('uses summer time (UTC+1) and winter time (UTC+0)', () => {
    // 2026-07-13 is a Monday: 11:30 UTC is 12:30 in Lisbon (open); in January 11:30 UTC is 11:30 (closed).
    expect(lisbonClock(new Date('2026-07-13T11:30:00Z'))).toEqual({ day: 'mon', minute: 12 * 60 + 30 });
    expect(openState(lunchAndDinner, new Date('2026-07-13T11:30:00Z'))).toBe('open');
    expect(openState(lunchAndDinner, new Date('2026-01-12T11:30:00Z'))).toBe('closed');
  });

  it('handles the gap between two ranges and the end of a range', () => {
    expect(openState(lunchAndDinner, new Date('2026-01-12T16:00:00Z'))).toBe('closed');
    expect(openState(lunchAndDinner, new Date('2026-01-12T19:00:00Z'))).toBe('open');
    expect(openState(lunchAndDinner, new Date('2026-01-12T23:00:00Z'))).toBe('closed');
  });

  it('closed, by appointment and 24h days', () => {
    expect(openState(lunchAndDinner, new Date('2026-01-13T13:00:00Z'))).toBe('closed'); // Tuesday
    expect(openState(lunchAndDinner, new Date('2026-01-14T13:00:00Z'))).toBe('appointment'); // Wednesday
    expect(openState(lunchAndDinner, new Date('2026-01-15T03:00:00Z'))).toBe('open'); // Thursday, 24h
  });

  it('a range across midnight stays open after midnight, also into a closed day', () => {
    const lateBar = week('closed', { sat: '22:00-02:00' });
    expect(openState(lateBar, new Date('2026-01-17T23:30:00Z'))).toBe('open'); // Saturday 23:30
    expect(openState(lateBar, new Date('2026-01-18T01:30:00Z'))).toBe('open'); // Sunday 01:30
    expect(openState(lateBar, new Date('2026-01-18T02:00:00Z'))).toBe('closed'); // Sunday 02:00
    expect(openState(lateBar, new Date('2026-01-17T21:59:00Z'))).toBe('closed');
  });

  it('follows the clock change on the last Sunday of March and of October', () => {
    const early = week('closed', { sun: '02:00-03:00' });
    // 2026-03-29: clocks go from 01:00 to 02:00 at 01:00 UTC. 00:30 UTC is 00:30 WET, 01:30 UTC is 02:30 WEST.
    expect(lisbonClock(new Date('2026-03-29T00:30:00Z'))).toEqual({ day: 'sun', minute: 30 });
    expect(openState(early, new Date('2026-03-29T00:30:00Z'))).toBe('closed');
    expect(openState(early, new Date('2026-03-29T01:30:00Z'))).toBe('open');
    // 2026-10-25: clocks go back from 02:00 to 01:00 at 01:00 UTC; 01:30 UTC is 01:30 WET again.
    expect(lisbonClock(new Date('2026-10-25T00:30:00Z'))).toEqual({ day: 'sun', minute: 90 });
    expect(lisbonClock(new Date('2026-10-25T01:30:00Z'))).toEqual({ day: 'sun', minute: 90 });
    expect(openState(early, new Date('2026-10-25T02:30:00Z'))).toBe('open');
  });

  it('describes the hours for search engines without closed or appointment days', () => {
    const spec = openingHoursSpecification(lunchAndDinner);
    expect(spec.filter((entry) => entry.dayOfWeek.endsWith('Monday'))).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '12:00', closes: '15:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '19:00', closes: '23:00' },
    ]);
    expect(spec.some((entry) => /Tuesday|Wednesday/.test(entry.dayOfWeek))).toBe(false);
    expect(spec.find((entry) => entry.dayOfWeek.endsWith('Thursday'))).toMatchObject({
      opens: '00:00',
      closes: '23:59',
    });
  });
});
